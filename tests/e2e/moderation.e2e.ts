/**
 * Moderation in the browser: a reader reports a post in «Технологии» from its menu, the report
 * reaches the community moderator's queue, the moderator dismisses it and the community's log
 * shows the dismissal; a site editor marks a post as editorial from the post menu and takes the
 * mark back. Both posts are the file's own; the demo accounts are ones other browser tests do
 * not sign in as.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { communityId, propsOf, readJson, savePost, type PublishedPost } from './support/api.ts';
import { DIALOG, accessibilityViolations } from './support/axe.ts';
import { connectBrowser, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR, demoAccount, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
const REPORTER = demoAccount('natalia');
/** A moderator of «Технологии» (demo-moderation.ts). */
const MODERATOR = demoAccount('katya');
/** A site editor. */
const EDITOR = demoAccount('editorial');
const REPORTED = 'Пост, на который пожалуются';
const PLAIN = 'Пост для отметки редакции';
let browser: Browser;
/** In «Технологии», whose moderator gets its reports. */
let reported: PublishedPost;
/** In the author's blog, out of the moderator's community. */
let plain: PublishedPost;

beforeAll(async () => {
  browser = await connectBrowser();
  const author = await signedInContext(browser, DEMO_AUTHOR);
  reported = await savePost(author, { title: REPORTED, category_id: await communityId(author, 'technology') });
  plain = await savePost(author, { title: PLAIN });
  await author.close();
});
afterAll(() => browser.close());

async function violations(page: Page, scope?: string[]): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return accessibilityViolations(page, scope);
}

describe('moderation', () => {
  it('takes a report from the post menu to the moderator’s queue, where it is dismissed and logged', async () => {
    const reporter = await signedInContext(browser, REPORTER);
    const { page, errors } = await openPage(reporter);
    await visit(page, baseUrl + reported.url);
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
    await reporter.close();

    const moderator = await signedInContext(browser, MODERATOR);
    const queue = await openPage(moderator);
    await visit(queue.page, baseUrl + '/moderation');
    const item = queue.page.getByTestId('queue-item').filter({ has: queue.page.getByRole('heading', { name: REPORTED, exact: true }) });
    await item.waitFor();
    await item.getByRole('button', { name: 'Отклонить жалобы' }).click();
    await queue.page.getByText('Жалобы отклонены').waitFor();
    await expect.poll(() => item.count()).toBe(0);

    // The log is written by a subscriber after the commit.
    await expect
      .poll(async () => {
        const log = await readJson<{ data: { action: string; subject: string }[] }>(moderator, '/technology/modlog');
        return log.data.some((entry) => entry.action === 'report_dismissed' && entry.subject === REPORTED);
      })
      .toBe(true);
    await visit(queue.page, baseUrl + '/technology/modlog');
    await queue.page.getByTestId('modlog-entry').filter({ hasText: REPORTED }).first().waitFor();
    expect(queue.errors).toEqual([]);
    await moderator.close();
  });

  it('lets a site editor mark a post as editorial from its menu and take the mark back', async () => {
    const editor = await signedInContext(browser, EDITOR);
    const { page, errors } = await openPage(editor);
    await visit(page, baseUrl + plain.url);
    const menu = page.getByRole('button', { name: 'Действия с постом' }).first();
    await menu.click();
    await page.getByRole('menuitem', { name: 'Редакционный материал' }).click();
    await page.getByText('Пост отмечен как редакционный').waitFor();
    await menu.click();
    await page.getByRole('menuitem', { name: 'Не редакционный материал' }).click();
    await page.getByText('Отметка редакции снята').waitFor();
    expect((await propsOf(editor, plain.url)).post.is_official).toBe(false);
    expect(errors).toEqual([]);
    await editor.close();
  });

  it('leaves axe-core nothing to find on the queue and the logs, in both themes', async () => {
    const moderator = await signedInContext(browser, MODERATOR);
    const { page } = await openPage(moderator);
    const found: Record<string, string[]> = {};
    await visit(page, baseUrl + '/moderation');
    await page.getByTestId('queue-item').first().waitFor();
    found.queue = await violations(page);
    await visit(page, baseUrl + '/modlog');
    await page.getByTestId('modlog-entry').first().waitFor();
    found.log = await violations(page);
    await visit(page, baseUrl + '/technology/modlog');
    found.communityLog = await violations(page);
    expect(found).toEqual({ queue: [], log: [], communityLog: [] });
    await moderator.close();
  });

  it('leaves axe-core nothing to find in the report and hide modals, in both themes', async () => {
    const moderator = await signedInContext(browser, MODERATOR);
    const { page } = await openPage(moderator);
    const found: Record<string, string[]> = {};
    await visit(page, baseUrl + plain.url);
    await page.getByRole('button', { name: 'Действия с постом' }).first().click();
    await page.getByRole('menuitem', { name: 'Пожаловаться' }).click();
    await page.getByRole('dialog').getByRole('radio').first().waitFor();
    found.report = await violations(page, DIALOG);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Действия с постом' }).first().click();
    await page.getByRole('menuitem', { name: 'Скрыть' }).click();
    await page.getByRole('dialog').getByRole('radio').first().waitFor();
    found.hide = await violations(page, DIALOG);
    expect(found).toEqual({ report: [], hide: [] });
    await moderator.close();
  });
});
