/**
 * What a reader and a writer meet first in lists and on the post page: a draft opens in
 * the editor with all its blocks (a card carries only a teaser), and a guest's follow
 * button on the post page asks them to sign in. A post's date reads as the server wrote it, with the full
 * date on hover, and moves on as minutes pass; a member's comments, rendered by their browser, are dated too.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { block, me, savePost, writeComment, type PublishedPost } from './support/api.ts';
import { DESKTOP, connectBrowser, newContext, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR, DEMO_READER, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let post: PublishedPost;

beforeAll(async () => {
  browser = await connectBrowser();
  const author = await signedInContext(browser, DEMO_AUTHOR);
  post = await savePost(author, { title: 'Пост автора, на которого подписываются' });
  await author.close();
});
afterAll(() => browser.close());

describe('reading', () => {
  it('opens a draft from the drafts list in the editor, with the blocks its card does not show', async () => {
    const context = await signedInContext(browser, DEMO_AUTHOR);
    const { slug } = await me(context);
    const suffix = Date.now().toString(36);
    const blocks = [block.paragraph('Вступление, которое видно в карточке.', 'a'), block.paragraph(`Середина, которой в карточке нет ${suffix}.`, 'b')];
    await savePost(context, { title: `Недописанный черновик ${suffix}`, blocks }, { draft: true });

    const { page, errors } = await openPage(context);
    await visit(page, `${baseUrl}/${slug}/drafts`);
    const card = page.getByRole('article').filter({ hasText: `Недописанный черновик ${suffix}` });
    await expect.poll(() => card.textContent()).not.toContain('Середина');
    await card.getByRole('link', { name: `Недописанный черновик ${suffix}` }).click();

    const editor = page.getByRole('dialog', { name: 'Редактирование поста' });
    await expect.poll(() => editor.locator('.ce-paragraph').allTextContents()).toContain(`Середина, которой в карточке нет ${suffix}.`);
    expect(new URL(page.url()).pathname).toBe(`/${slug}/drafts`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a guest the author’s follow button on the post page, which asks them to sign in', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + post.url);
    // The header's button on wide screens, the owner card's under the post.
    await page.getByRole('button', { name: 'Подписаться' }).last().click();
    await page.getByRole('dialog').getByLabel('Электронная почта').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the date the server wrote through hydration, with the full date on hover, and moves it on each minute', async () => {
    const context = await newContext(browser);
    const { page, errors } = await openPage(context);
    await page.clock.install();
    await visit(page, baseUrl + post.url);
    const date = page.locator('article header time').first();
    expect(await date.textContent()).toMatch(/^(сейчас|\d+ м)$/);
    expect(await date.getAttribute('title')).toMatch(/\d{4} г\. в \d{2}:\d{2}$/);
    await page.clock.runFor('03:00');
    await expect.poll(() => date.textContent()).toMatch(/^[3-5] м$/);
    expect(await date.getAttribute('title')).toMatch(/\d{4} г\. в \d{2}:\d{2}$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('dates the comments a member’s browser renders after hydration', async () => {
    const reader = await signedInContext(browser, DEMO_READER);
    await writeComment(reader, post.id, 'Комментарий, который читатель видит с датой.');
    const { page, errors } = await openPage(reader);
    await visit(page, baseUrl + post.url);
    const date = page.locator('[data-comment-id] time').first();
    await expect.poll(() => date.textContent()).toMatch(/^(сейчас|\d+ м)$/);
    expect(await date.getAttribute('title')).toMatch(/\d{4} г\. в \d{2}:\d{2}$/);
    expect(errors).toEqual([]);
    await reader.close();
  });
});
