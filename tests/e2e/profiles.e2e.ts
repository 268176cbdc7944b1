/**
 * Profiles: a reader opens an author's page from a post, follows the author there, finds
 * themselves in the author's followers modal; then uploads a cover on their own page and
 * moves it by dragging. The reader is a new account, which follows nobody yet; the post is
 * the file's own.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { me, propsOf, savePost, type Me, type PublishedPost } from './support/api.ts';
import { connectBrowser, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR, newMemberContext, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
const READER = 'Сергей Читающий';
let browser: Browser;
let post: PublishedPost;
let author: Me;

beforeAll(async () => {
  browser = await connectBrowser();
  const context = await signedInContext(browser, DEMO_AUTHOR);
  post = await savePost(context, { title: 'Пост, от которого идут к автору' });
  author = await me(context);
  await context.close();
});
afterAll(() => browser.close());

describe('profiles', () => {
  it('opens an author from a post, follows them and finds the reader among their followers', async () => {
    const { context } = await newMemberContext(browser, READER);
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + post.url);
    await page.locator('article header').getByRole('link', { name: author.name }).first().click();
    await page.waitForURL(baseUrl + author.url);
    const header = page.getByRole('region', { name: author.name });
    await header.getByRole('heading', { name: author.name }).waitFor();

    await header.getByRole('button', { name: 'Подписаться' }).click();
    await header.getByRole('button', { name: 'Вы подписаны', pressed: true }).waitFor();
    expect((await propsOf(context, author.url)).subsite).toMatchObject({ id: author.id, is_follow: true });

    await header.getByRole('button', { name: /подписчик/ }).click();
    const modal = page.getByRole('dialog', { name: 'Подписчики' });
    await modal.getByRole('link', { name: READER }).waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    await header.getByRole('button', { name: 'Вы подписаны' }).click();
    await header.getByRole('button', { name: 'Подписаться', pressed: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads a cover on the reader’s own page and moves it by dragging', async () => {
    const { context } = await newMemberContext(browser, READER);
    const reader = await me(context);
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + reader.url);

    const picture = await sharp({ create: { width: 1500, height: 900, channels: 3, background: '#2a7fd4' } }).png().toBuffer();
    await page.getByTestId('cover-file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: picture });
    await page.getByText('Обложка успешно загружена').waitFor();
    const uploaded = (await propsOf(context, reader.url)).subsite.header;
    expect(uploaded).toMatchObject({ coverY: 50, width: 1500 });

    // The position edit mode is open: drag the picture down, which shows more of its top.
    const cover = page.getByTestId('profile-cover');
    const box = (await cover.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + box.height / 4, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Положение обложки сохранено').waitFor();
    await expect.poll(async () => (await propsOf(context, reader.url)).subsite.header.coverY).toBeLessThan(50);
    expect(errors).toEqual([]);
    await context.close();
  });
});
