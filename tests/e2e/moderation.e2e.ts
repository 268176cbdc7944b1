/**
 * Moderation in the browser: a reader reports a post in «Технологии» from its menu, the report
 * reaches the community moderator's queue, the moderator dismisses it and the community's log
 * shows the dismissal; a site editor marks a post as editorial from the post menu and takes the
 * mark back. Demo accounts other browser tests do not use.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
const REPORTER = { email: 'natalia@demo.pero.local', password: DEMO_AUTHOR.password };
/** A moderator of «Технологии» (demo-moderation.ts). */
const MODERATOR = { email: 'katya@demo.pero.local', password: DEMO_AUTHOR.password };
/** A site editor. */
const EDITOR = { email: 'editorial@demo.pero.local', password: DEMO_AUTHOR.password };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signedIn(account: { email: string; password: string }, theme: 'light' | 'dark' = 'light'): Promise<{ context: BrowserContext; userId: number }> {
  const context = await newContext(browser, { viewport: DESKTOP });
  await context.addCookies([{ name: 'theme', value: theme, url: baseUrl }]);
  await context.request.get(baseUrl + '/');
  const xsrf = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
  const login = await context.request.post(baseUrl + '/login', { data: account, headers: { 'X-XSRF-TOKEN': xsrf } });
  expect(login.ok()).toBe(true);
  const page = await (await context.request.get(baseUrl + '/new', { headers: { 'X-Inertia': 'true' } })).json();
  return { context, userId: page.props.auth.user.id as number };
}

/** Every WCAG 2.2 AA violation as `rule: elements`, so a failure names what to fix. */
async function violations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

interface Card {
  id: number;
  title: string;
  url: string;
  user: { id: number };
}

describe('moderation', () => {
  it('takes a report from the post menu to the moderator’s queue, where it is dismissed and logged', async () => {
    const reporter = await signedIn(REPORTER);
    const posts = (await (await reporter.context.request.get(baseUrl + '/technology/new', { headers: { accept: 'application/json' } })).json()).data as Card[];
    const target = posts.find((post) => post.user.id !== reporter.userId && post.title !== '')!;

    const { page, errors } = await openPage(reporter.context);
    await visit(page, baseUrl + target.url);
    await page.getByRole('button', { name: 'Действия с постом' }).first().click();
    await page.getByRole('menuitem', { name: 'Пожаловаться' }).click();
    const dialog = page.getByRole('dialog');
    const send = dialog.getByRole('button', { name: 'Отправить' });
    await dialog.getByRole('radio').first().waitFor();
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByRole('radio').first().check();
    await send.click();
    await page.getByText('Ваша жалоба отправлена модератору').waitFor();
    expect(errors).toEqual([]);
    await reporter.context.close();

    const moderator = await signedIn(MODERATOR);
    const queue = await openPage(moderator.context);
    await visit(queue.page, baseUrl + '/moderation');
    const item = queue.page.getByTestId('queue-item').filter({ has: queue.page.getByRole('heading', { name: target.title, exact: true }) });
    await item.waitFor();
    await item.getByRole('button', { name: 'Отклонить жалобы' }).click();
    await queue.page.getByText('Жалобы отклонены').waitFor();
    await expect.poll(() => item.count()).toBe(0);

    // The log is written by a subscriber after the commit.
    await expect
      .poll(async () => {
        const log = await (await moderator.context.request.get(baseUrl + '/technology/modlog', { headers: { accept: 'application/json' } })).json();
        return (log.data as { action: string; subject: string }[]).some((entry) => entry.action === 'report_dismissed' && entry.subject === target.title);
      })
      .toBe(true);
    await visit(queue.page, baseUrl + '/technology/modlog');
    await queue.page.getByTestId('modlog-entry').filter({ hasText: target.title }).first().waitFor();
    expect(queue.errors).toEqual([]);
    await moderator.context.close();
  });

  it('lets a site editor mark a post as editorial from its menu and take the mark back', async () => {
    const editor = await signedIn(EDITOR);
    const posts = (await (await editor.context.request.get(baseUrl + '/new', { headers: { accept: 'application/json' } })).json()).data as (Card & { is_official: boolean })[];
    const target = posts.find((post) => !post.is_official && post.user.id !== editor.userId && post.title !== '')!;
    const { page, errors } = await openPage(editor.context);
    await visit(page, baseUrl + target.url);
    const menu = page.getByRole('button', { name: 'Действия с постом' }).first();
    await menu.click();
    await page.getByRole('menuitem', { name: 'Редакционный материал' }).click();
    await page.getByText('Пост отмечен как редакционный').waitFor();
    await menu.click();
    await page.getByRole('menuitem', { name: 'Не редакционный материал' }).click();
    await page.getByText('Отметка редакции снята').waitFor();
    const shown = await (await editor.context.request.get(baseUrl + target.url, { headers: { 'X-Inertia': 'true' } })).json();
    expect(shown.props.post.is_official).toBe(false);
    expect(errors).toEqual([]);
    await editor.context.close();
  });

  it.each(['light', 'dark'] as const)('leaves axe-core nothing to find on the queue, the logs and the report and hide modals (%s)', async (theme) => {
    const moderator = await signedIn(MODERATOR, theme);
    const { page } = await openPage(moderator.context);
    const found: Record<string, string[]> = {};
    await visit(page, baseUrl + '/moderation');
    await page.getByTestId('queue-item').first().waitFor();
    found.queue = await violations(page);
    await visit(page, baseUrl + '/modlog');
    await page.getByTestId('modlog-entry').first().waitFor();
    found.log = await violations(page);
    await visit(page, baseUrl + '/technology/modlog');
    found.communityLog = await violations(page);

    const posts = (await (await moderator.context.request.get(baseUrl + '/games/new', { headers: { accept: 'application/json' } })).json()).data as Card[];
    const target = posts.find((post) => post.user.id !== moderator.userId && post.title !== '')!;
    await visit(page, baseUrl + target.url);
    await page.getByRole('button', { name: 'Действия с постом' }).first().click();
    await page.getByRole('menuitem', { name: 'Пожаловаться' }).click();
    await page.getByRole('dialog').getByRole('radio').first().waitFor();
    found.report = await violations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Действия с постом' }).first().click();
    await page.getByRole('menuitem', { name: 'Скрыть' }).click();
    await page.getByRole('dialog').getByRole('radio').first().waitFor();
    found.hide = await violations(page);

    expect(found).toEqual({ queue: [], log: [], communityLog: [], report: [], hide: [] });
    await moderator.context.close();
  });
});
