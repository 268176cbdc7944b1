/**
 * Editor defects a writer notices first: a quote caption keeps its lines through saving and
 * editing again, a link whose preview failed is published as the plain link rather than an
 * empty card, Enter in the tag suggestions takes the existing tag, closing keeps every
 * character typed up to the click, and «Написать» on a community's page starts the post there.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { me, readJson, savePost } from './support/api.ts';
import { connectBrowser, openPage, visit } from './support/browser.ts';
import { addBlock, clickBelowLastBlock, openNewPost, publish } from './support/editor.ts';
import { DEMO_AUTHOR, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
/** A tag of the file's own post, and the beginning of it a writer types. */
const TAG = { existing: 'северныемаршруты', typed: 'северныемарш' };
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await connectBrowser();
  context = await signedInContext(browser, DEMO_AUTHOR);
  await savePost(context, { title: 'Куда поехать летом', text: `Онежское озеро и Кижи. #${TAG.existing}` });
  ({ page, errors } = await openPage(context));
  await visit(page, baseUrl + '/');
  await page.waitForLoadState('networkidle');
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const unique = () => Date.now().toString(36);

describe('editor defects', () => {
  it('keeps the lines of a quote caption through publishing and editing again', async () => {
    const title = `Цитата с подписью ${unique()}`;
    const editor = await openNewPost(page);
    await page.keyboard.type(title);
    await page.keyboard.press('Enter');
    await addBlock(page, 'Цитата');
    await page.keyboard.type('Рукописи не горят');
    await editor.locator('.cdx-quote__caption').click();
    await page.keyboard.type('Михаил Булгаков');
    await page.keyboard.press('Enter');
    await page.keyboard.type('«Мастер и Маргарита»');
    await publish(page, editor, title);

    const caption = page.locator('figcaption');
    expect(await caption.innerHTML()).toBe('Михаил Булгаков<br>«Мастер и Маргарита»');

    await page.reload();
    await page.getByRole('button', { name: 'Действия с постом' }).click();
    await page.getByRole('menuitem', { name: 'Редактировать' }).click();
    const again = page.getByRole('dialog', { name: 'Редактирование поста' });
    await again.locator('.cdx-quote__caption').waitFor();
    expect(await again.locator('.cdx-quote__caption').innerHTML()).toBe('Михаил Булгаков<br>«Мастер и Маргарита»');
    expect(errors).toEqual([]);
    await again.getByRole('button', { name: 'Закрыть' }).first().click();
    await again.waitFor({ state: 'detached' });
  });

  it('publishes a link whose preview failed as the plain link, not an empty card', async () => {
    const title = `Ссылка без превью ${unique()}`;
    // The preview fetcher refuses private addresses, so this preview always fails.
    const link = 'http://127.0.0.1:9/nothing-here';
    const editor = await openNewPost(page);
    await page.keyboard.type(title);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Вот источник:');
    await page.keyboard.press('Enter');
    await addBlock(page, 'Ссылка');
    await editor.locator('.link-tool__input').fill(link);
    await editor.locator('.link-tool__input').press('Enter');
    await editor.locator('.link-tool__input-holder--error').waitFor();
    await clickBelowLastBlock(page);
    await publish(page, editor, title);

    const plain = page.locator(`p > a[href="${link}"]`);
    expect(await plain.textContent()).toBe(link);
    expect(await page.locator(`a[href="${link}"].rounded-xl`).count()).toBe(0);
  });

  it('takes the highlighted existing tag on Enter, the typed term still offered', async () => {
    const editor = await openNewPost(page);
    await page.keyboard.type(`Маршруты ${unique()}`);
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Летом в Карелию #${TAG.typed}`);
    const suggestions = page.getByTestId('hashtag-suggestions');
    const existing = suggestions.getByRole('option', { name: TAG.existing, exact: true });
    await expect.poll(() => existing.getAttribute('aria-selected')).toBe('true');
    // The typed term stays first, marked as a new tag.
    expect(await suggestions.getByRole('option').first().textContent()).toBe(`${TAG.typed}новый`);
    await page.keyboard.press('Enter');
    await expect.poll(() => suggestions.isVisible()).toBe(false);
    expect(await editor.locator('.ce-paragraph').last().textContent()).toBe(`Летом в Карелию #${TAG.existing}\u00a0`);
    await editor.getByRole('button', { name: 'Закрыть' }).first().click();
  });
});

describe('closing the editor', () => {
  it('saves the text typed just before «Закрыть», and says so only then', async () => {
    // The page is shared with the tests above, whose failed link preview is logged on purpose.
    const errorsBefore = errors.length;
    const title = `Черновик до последней буквы ${unique()}`;
    const editor = await openNewPost(page);
    await page.keyboard.type(title);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Первая фраза.');
    await expect.poll(() => editor.getByTestId('save-status').textContent()).toBe('Сохранено');
    // Typed and closed at once: the editor has not reported these keystrokes yet.
    await page.keyboard.type(' Последние слова перед закрытием');
    await editor.getByRole('button', { name: 'Закрыть' }).first().click();
    await page.getByRole('status').filter({ hasText: 'Пост сохранён в черновики' }).waitFor();
    await editor.waitFor({ state: 'detached' });

    const { slug } = await me(context);
    await visit(page, `${baseUrl}/${slug}/drafts`);
    await page.getByRole('article').filter({ hasText: title }).getByRole('link', { name: title }).click();
    const again = page.getByRole('dialog', { name: 'Редактирование поста' });
    await expect.poll(() => again.locator('.ce-paragraph').allTextContents()).toContain('Первая фраза. Последние слова перед закрытием');
    await again.getByRole('button', { name: 'Закрыть' }).first().click();
    await again.waitFor({ state: 'detached' });
    expect(errors.slice(errorsBefore)).toEqual([]);
  });

  it('stays open with an error when the save fails, keeping the text', async () => {
    const editor = await openNewPost(page);
    await page.keyboard.type(`Без связи ${unique()}`);
    await page.route('**/posts', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    // The previous test's success toast may still be on screen; no new one may join it.
    const savedToasts = page.getByRole('status').filter({ hasText: 'Пост сохранён в черновики' });
    const before = await savedToasts.count();
    try {
      await editor.getByRole('button', { name: 'Закрыть' }).first().click();
      await page.getByRole('status').filter({ hasText: 'Не удалось сохранить черновик' }).waitFor();
      expect(await savedToasts.count()).toBeLessThanOrEqual(before);
      expect(await editor.isVisible()).toBe(true);
    } finally {
      await page.unroute('**/posts');
    }
    await editor.getByRole('button', { name: 'Закрыть' }).first().click();
    await editor.waitFor({ state: 'detached' });
  });
});

describe('«Написать» on a community page', () => {
  it('starts the new post in that community', async () => {
    const topics = (await readJson<{ data: Array<{ name: string; url: string }> }>(context, '/discovery/topics')).data;
    const community = topics[0]!;
    await visit(page, baseUrl + community.url);
    const editor = await openNewPost(page);
    expect(await editor.locator('header').first().textContent()).toContain(community.name);
    await editor.getByRole('button', { name: 'Закрыть' }).first().click();
    await editor.waitFor({ state: 'detached' });
  });
});
