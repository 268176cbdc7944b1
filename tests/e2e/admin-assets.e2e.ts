/**
 * The control panel's reactions in the browser: a super admin uploads a picture and turns
 * another off, then the reaction picker under a post offers the new one and not the other.
 * The screen passes axe-core in both themes. The reaction set is the whole site's, so the
 * file puts it back afterwards.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { call, propsOf, readJson, savePost, type PublishedPost } from './support/api.ts';
import { accessibilityViolations } from './support/axe.ts';
import { connectBrowser, openPage, visit } from './support/browser.ts';
import { DEMO_SUPER_ADMIN, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
const UPLOADED = 'Гром';
const DISABLED = 'Какашка';
let browser: Browser;
let admin: BrowserContext;
let post: PublishedPost;

beforeAll(async () => {
  browser = await connectBrowser();
  admin = await signedInContext(browser, DEMO_SUPER_ADMIN);
  post = await savePost(admin, { title: 'Пост для выбора реакции' });
});
// Other files' pickers offer the seed's set again: the upload no longer, the disabled one again.
afterAll(async () => {
  const restored = new Map([
    [UPLOADED, false],
    [DISABLED, true],
  ]);
  const { reactions } = (await propsOf(admin, '/admin-panel/assets')) as { reactions: Array<{ id: number; name: string; enabled: boolean }> };
  for (const { id, name, enabled } of reactions) {
    if (restored.has(name) && restored.get(name) !== enabled) await call(admin, 'POST', `/admin-panel/assets/reactions/${id}`, { enabled: restored.get(name) });
  }
  await browser.close();
});

describe('reactions in the control panel', () => {
  it('an uploaded reaction is offered under posts at once, a disabled one no longer', async () => {
    const { page, errors } = await openPage(admin);
    await visit(page, baseUrl + '/admin-panel/assets');
    const reactions = page.getByRole('region', { name: 'Реакции', exact: true });
    const offered = async () => (await readJson<Array<{ id: number }>>(admin, '/reactions')).map((reaction) => reaction.id);
    const set = (await offered()).length;
    const picture = await sharp({ create: { width: 120, height: 120, channels: 4, background: '#f5b400' } }).png().toBuffer();
    await reactions.locator('input[type=file]').setInputFiles({ name: `${UPLOADED}.png`, mimeType: 'image/png', buffer: picture });
    await reactions.getByRole('textbox', { name: `Название: ${UPLOADED}` }).waitFor();
    // Changes reach the server's caches through their event, just after the answer.
    await expect.poll(async () => (await offered()).length).toBe(set + 1);
    const before = await offered();
    const show = reactions.getByRole('switch', { name: `Показывать «${DISABLED}»` });
    await show.click();
    await expect.poll(() => show.getAttribute('aria-checked')).toBe('false');
    await expect.poll(async () => (await offered()).length).toBe(before.length - 1);
    const after = await offered();
    const [disabled] = before.filter((id) => !after.includes(id));
    const added = after.at(-1)!;

    await visit(page, baseUrl + post.url);
    // The post's own picker comes before its comments' ones.
    await page.locator('[data-reactions] [data-reaction-picker]').first().click();
    const picker = page.getByRole('dialog');
    await picker.locator(`[data-reaction-id="${added}"]`).waitFor();
    expect(await picker.locator(`[data-reaction-id="${disabled}"]`).count()).toBe(0);

    expect(errors).toEqual([]);
    await page.close();
  });

  it('passes axe-core in both themes', async () => {
    const { page } = await openPage(admin);
    await visit(page, baseUrl + '/admin-panel/assets');
    await page.waitForLoadState('networkidle');
    // The screen's own violations (the shell has its own tests).
    expect(await accessibilityViolations(page, ['main'])).toEqual([]);
    await page.close();
  });
});
