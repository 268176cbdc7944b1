/**
 * Edit history: a reader opens «изменено» beside an edited post's date and sees what changed, words struck out and
 * added; a super administrator hides the first version with a reason and readers then see only that it was hidden.
 * The post is the file's own, in the author's blog, published and then corrected through the editor's call.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { block, call, savePost, type PublishedPost } from './support/api.ts';
import { DIALOG, accessibilityViolations } from './support/axe.ts';
import { connectBrowser, newContext, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR, DEMO_SUPER_ADMIN, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
const TITLE = 'Расписание встреч клуба на декабрь';
let browser: Browser;
let post: PublishedPost;

beforeAll(async () => {
  browser = await connectBrowser();
  const author = await signedInContext(browser, DEMO_AUTHOR);
  post = await savePost(author, { title: TITLE, blocks: [block.paragraph('Встречаемся по средам в 19:00 в библиотеке.')] });
  await call(author, 'POST', '/posts', { id: post.id, is_publish: 1, blocks: [block.header(TITLE), block.paragraph('Встречаемся по четвергам в 19:00 в библиотеке.')] });
  await author.close();
});
afterAll(() => browser.close());

describe('the edit history', () => {
  it('opens from «изменено» on the post and shows the changed words', async () => {
    const context = await newContext(browser);
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + post.url);
    await page.getByRole('link', { name: /^изменено/ }).click();
    await page.getByRole('heading', { name: 'История правок', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/posts/${post.id}/history`);

    const diff = page.getByTestId('revision-diff');
    expect(await diff.locator('del').innerText()).toContain('средам');
    expect(await diff.locator('ins').innerText()).toContain('четвергам');
    await page.getByRole('link', { name: /^Версия 1/ }).click();
    await page.getByRole('heading', { name: 'Первая опубликованная версия' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a moderator hide a version with a reason; readers then see that it was hidden', async () => {
    const admin = await signedInContext(browser, DEMO_SUPER_ADMIN);
    const { page, errors } = await openPage(admin);
    await visit(page, `${baseUrl}/posts/${post.id}/history`);
    const first = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Версия 1/ }) });
    await first.getByRole('button', { name: 'Скрыть версию' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Причина').fill('Неверное место встречи');
    expect(await accessibilityViolations(page, DIALOG)).toEqual([]);
    await dialog.getByRole('button', { name: 'Скрыть', exact: true }).click();
    await page.getByText('Версия скрыта', { exact: true }).waitFor();
    await first.getByText('Скрыта от читателей · Причина: Неверное место встречи').waitFor();
    expect(errors).toEqual([]);
    await admin.close();

    const reader = await newContext(browser);
    const visitor = await openPage(reader);
    await visit(visitor.page, `${baseUrl}/posts/${post.id}/history?rev=1`);
    await visitor.page.getByTestId('revision-hidden').waitFor();
    expect(await visitor.page.locator('main').innerText()).not.toContain('средам');
    expect(visitor.errors).toEqual([]);
    await reader.close();
  });
});
