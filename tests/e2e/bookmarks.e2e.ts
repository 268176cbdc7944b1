/**
 * Bookmarks as a reader meets them: bookmarking a post from its page, filing it into a new
 * collection from the popover that follows, and finding it on /bookmarks in All and in that
 * collection; a guest's bookmark button asks them to sign in.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { call, savePost } from './support/api.ts';
import { DESKTOP, joined, connectBrowser, newContext, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

const TEXT = 'Длинный текст, который хочется дочитать в метро.';

async function publish(context: BrowserContext, title: string): Promise<string> {
  return (await savePost(context, { title, text: TEXT })).url;
}

describe('bookmarks', () => {
  it('bookmarks a post, files it into a new collection and finds it on /bookmarks', async () => {
    const context = await signedInContext(browser, DEMO_AUTHOR);
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
    const member = await signedInContext(browser, DEMO_AUTHOR);
    const url = await publish(member, `Полезная заметка ${Date.now().toString(36)}`);
    const id = Number(/\/(\d+)-/.exec(url)![1]);

    const guest = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(guest);
    const listening = joined(page, `likes.post.${id}`);
    await visit(page, baseUrl + url);
    await listening;
    const button = page.getByRole('button', { name: 'Добавить в закладки' }).first();
    expect(await button.textContent()).not.toContain('1');

    await call(member, 'POST', '/bookmark', { bookmarked: 'post', id });
    await expect.poll(() => button.textContent()).toContain('1');
    expect(errors).toEqual([]);
    await Promise.all([member.close(), guest.close()]);
  });

  it("opens the sign-in modal for a guest's bookmark", async () => {
    const author = await signedInContext(browser, DEMO_AUTHOR);
    const url = await publish(author, `Заметка для гостя ${Date.now().toString(36)}`);
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + url);
    // The post's own button comes before its comments' ones.
    await page.getByRole('button', { name: 'Добавить в закладки' }).first().click();
    await page.getByRole('dialog').getByLabel('Электронная почта').waitFor();
    expect(errors).toEqual([]);
    await Promise.all([author.close(), context.close()]);
  });
});
