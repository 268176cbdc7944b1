/**
 * The control panel's reactions in the browser: a super admin uploads a picture and turns
 * another off, then the reaction picker under a post offers the new one and not the other.
 * The screen passes axe-core in both themes.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP, launchBrowser, newContext, openPage, visit } from './support/browser.ts';
import { DEMO_SUPER_ADMIN, signInByApi } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function adminContext(theme: 'light' | 'dark'): Promise<BrowserContext> {
  const context = await newContext(browser, { viewport: DESKTOP });
  await context.addCookies([{ name: 'theme', value: theme, url: baseUrl }]);
  await signInByApi(context, baseUrl, DEMO_SUPER_ADMIN);
  return context;
}

/** The screen's own violations (the shell has its own tests). */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('reactions in the control panel', () => {
  it('an uploaded reaction is offered under posts at once, a disabled one no longer', async () => {
    const context = await adminContext('light');
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/admin-panel/assets');
    const reactions = page.getByRole('region', { name: 'Реакции', exact: true });
    const picture = await sharp({ create: { width: 120, height: 120, channels: 4, background: '#f5b400' } }).png().toBuffer();
    await reactions.locator('input[type=file]').setInputFiles({ name: 'Гром.png', mimeType: 'image/png', buffer: picture });
    await reactions.getByRole('textbox', { name: 'Название: Гром' }).waitFor();
    const offered = async () => ((await (await context.request.get(baseUrl + '/reactions')).json()) as Array<{ id: number }>).map((reaction) => reaction.id);
    // Changes reach the server's caches through their event, just after the answer.
    const DEFAULT_SET = 12;
    await expect.poll(async () => (await offered()).length).toBe(DEFAULT_SET + 1);
    const before = await offered();
    await reactions.getByRole('switch', { name: 'Показывать «Какашка»' }).click();
    await expect.poll(() => reactions.getByRole('switch', { name: 'Показывать «Какашка»' }).getAttribute('aria-checked')).toBe('false');
    await expect.poll(async () => (await offered()).length).toBe(before.length - 1);
    const after = await offered();
    const [disabled] = before.filter((id) => !after.includes(id));
    const added = after.at(-1)!;

    const tag = await (await context.request.get(`${baseUrl}/tag/${encodeURIComponent('разработка')}`, { headers: { accept: 'application/json' } })).json();
    await visit(page, baseUrl + tag.data[0].url);
    // The post's own picker comes before its comments' ones.
    await page.locator('[data-reactions] [data-reaction-picker]').first().click();
    const picker = page.getByRole('dialog');
    await picker.locator(`[data-reaction-id="${added}"]`).waitFor();
    expect(await picker.locator(`[data-reaction-id="${disabled}"]`).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('passes axe-core in the %s theme', async (theme) => {
    const context = await adminContext(theme);
    const { page } = await openPage(context);
    await visit(page, baseUrl + '/admin-panel/assets');
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
