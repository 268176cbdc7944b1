/**
 * Closing the editor keeps every character typed up to the click, and «Написать» on a
 * community's page starts the post in that community.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, openPage, visit } from './support/browser.ts';
import { openNewPost, signIn } from './support/editor.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { viewport: DESKTOP });
  ({ page, errors } = await openPage(context));
  await visit(page, baseUrl + '/');
  await page.waitForLoadState('networkidle');
  await signIn(page);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const unique = () => Date.now().toString(36);

describe('closing the editor', () => {
  it('saves the text typed just before «Закрыть», and says so only then', async () => {
    const title = `Черновик до последней буквы ${unique()}`;
    const editor = await openNewPost(page);
    await page.keyboard.type(title);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Первая фраза.');
    await expect.poll(() => editor.getByTestId('save-status').textContent(), { timeout: 10_000 }).toBe('Сохранено');
    // Typed and closed at once: the editor has not reported these keystrokes yet.
    await page.keyboard.type(' Последние слова перед закрытием');
    await editor.getByRole('button', { name: 'Закрыть' }).first().click();
    await page.getByRole('status').filter({ hasText: 'Пост сохранён в черновики' }).waitFor();
    await editor.waitFor({ state: 'detached' });

    const slug = (await (await context.request.get(baseUrl + '/', { headers: { 'X-Inertia': 'true' } })).json()).props.auth.user.slug;
    await visit(page, `${baseUrl}/${slug}/drafts`);
    await page.getByRole('article').filter({ hasText: title }).getByRole('link', { name: title }).click();
    const again = page.getByRole('dialog', { name: 'Редактирование поста' });
    await expect.poll(() => again.locator('.ce-paragraph').allTextContents()).toContain('Первая фраза. Последние слова перед закрытием');
    await again.getByRole('button', { name: 'Закрыть' }).first().click();
    await again.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
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
    const topics = (await (await context.request.get(baseUrl + '/discovery/topics', { headers: { 'X-Inertia': 'true' } })).json()).props.topics.data as Array<{ name: string; url: string }>;
    const community = topics[0]!;
    await visit(page, baseUrl + community.url);
    const editor = await openNewPost(page);
    expect(await editor.locator('header').first().textContent()).toContain(community.name);
    await editor.getByRole('button', { name: 'Закрыть' }).first().click();
    await editor.waitFor({ state: 'detached' });
  });
});
