/**
 * Bookmarks as a reader meets them: bookmarking a post from its page, filing it into a new
 * collection from the popover that follows, and finding it on /bookmarks in All and in that
 * collection; a guest's bookmark button asks them to sign in.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { DESKTOP, joined, launchBrowser, newContext, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function xsrfOf(context: BrowserContext): Promise<string> {
  return decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
}

/** Signs the context in through the JSON call the sign-in modal makes. */
async function signIn(context: BrowserContext): Promise<void> {
  await context.request.get(baseUrl + '/');
  const login = await context.request.post(baseUrl + '/login', { data: DEMO_AUTHOR, headers: { 'X-XSRF-TOKEN': await xsrfOf(context) } });
  expect(login.ok()).toBe(true);
}

async function publish(context: BrowserContext, title: string): Promise<string> {
  const blocks = [
    { id: 't', type: 'header', data: { text: title, level: 2 } },
    { id: 'p', type: 'paragraph', data: { text: 'Длинный текст, который хочется дочитать в метро.' } },
  ];
  const saved = await context.request.post(baseUrl + '/posts', { data: { blocks, is_publish: 1 }, headers: { 'X-XSRF-TOKEN': await xsrfOf(context) } });
  expect(saved.ok()).toBe(true);
  return (await saved.json()).url;
}

describe('bookmarks', () => {
  it('bookmarks a post, files it into a new collection and finds it on /bookmarks', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    await signIn(context);
    const suffix = Date.now().toString(36);
    const title = `Статья на потом ${suffix}`;
    const collection = `В метро ${suffix}`;
    const url = await publish(context, title);

    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + url);
    // The post's own button comes before its comments' ones.
    await page.getByRole('button', { name: 'Добавить в закладки' }).first().click();
    await page.getByText('Добавлено в закладки').waitFor();
    const picker = page.getByTestId('collection-picker');
    await picker.getByLabel('Название подборки').fill(collection);
    await picker.getByRole('button', { name: 'Создать' }).click();
    await expect.poll(() => picker.getByRole('checkbox', { name: collection }).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.getByRole('button', { name: 'Убрать из закладок' }).textContent()).toContain('1');

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Меню профиля' }).click();
    await page.getByRole('menuitem', { name: 'Закладки' }).click();
    await page.waitForURL(`${baseUrl}/bookmarks`);
    await expect.poll(() => page.getByRole('article').first().textContent()).toContain(title);

    await page.getByTestId('collections').getByRole('link', { name: collection }).click();
    await page.waitForURL((address) => address.searchParams.has('collection'));
    await expect.poll(() => page.getByRole('article').allTextContents()).toEqual([expect.stringContaining(title)]);

    await page.getByRole('button', { name: 'Посты' }).click();
    await page.getByRole('menuitem', { name: 'Комментарии' }).click();
    await page.waitForURL((address) => address.pathname === '/bookmarks/comments');
    await page.getByText('В этой подборке пока пусто').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a member's bookmark on another reader's open page of the post, without a reload", async () => {
    const member = await newContext(browser, { viewport: DESKTOP });
    await signIn(member);
    const url = await publish(member, `Полезная заметка ${Date.now().toString(36)}`);
    const id = Number(/\/(\d+)-/.exec(url)![1]);

    const guest = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(guest);
    const listening = joined(page, `likes.post.${id}`);
    await visit(page, baseUrl + url);
    await listening;
    const button = page.getByRole('button', { name: 'Добавить в закладки' }).first();
    expect(await button.textContent()).not.toContain('1');

    const added = await member.request.post(baseUrl + '/bookmark', { data: { bookmarked: 'post', id }, headers: { 'X-XSRF-TOKEN': await xsrfOf(member) } });
    expect(added.ok()).toBe(true);
    await expect.poll(() => button.textContent(), { timeout: 5000 }).toContain('1');
    expect(errors).toEqual([]);
    await Promise.all([member.close(), guest.close()]);
  });

  it("opens the sign-in modal for a guest's bookmark", async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    const tag = await (await context.request.get(`${baseUrl}/tag/${encodeURIComponent('разработка')}`, { headers: { accept: 'application/json' } })).json();
    await visit(page, baseUrl + tag.data[0].url);
    // The post's own button comes before its comments' ones.
    await page.getByRole('button', { name: 'Добавить в закладки' }).first().click();
    await page.getByRole('dialog').getByLabel('Электронная почта').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
