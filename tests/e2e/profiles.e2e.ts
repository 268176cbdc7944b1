/**
 * Profiles: a reader opens an author's page from a post, follows the author there, finds
 * themselves in the author's followers modal; then uploads a cover on their own page and
 * moves it by dragging. The reader unfollows at the end, so the run can repeat.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import type { PostDto } from '../../src/shared/dto/post.ts';
import { DESKTOP, launchBrowser, newContext, openPage, visit } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const READER = { email: 'sergey@demo.pero.local', name: 'Сергей Козлов' };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signIn(context: BrowserContext): Promise<{ id: number; url: string }> {
  await context.request.get(baseUrl + '/');
  const token = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
  const login = await context.request.post(baseUrl + '/login', { data: { email: READER.email, password: 'pero-demo-2026' }, headers: { 'X-XSRF-TOKEN': token } });
  expect(login.ok()).toBe(true);
  const page = await (await context.request.get(baseUrl + '/', { headers: { 'X-Inertia': 'true' } })).json();
  return { id: page.props.auth.user.id, url: page.props.auth.user.url };
}

async function inertia(context: BrowserContext, url: string) {
  return (await context.request.get(baseUrl + url, { headers: { 'X-Inertia': 'true' } })).json();
}

describe('profiles', () => {
  it('opens an author from a post, follows them and finds the reader among their followers', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const reader = await signIn(context);
    const list = await context.request.get(`${baseUrl}/new`, { headers: { accept: 'application/json' } });
    const post = ((await list.json()).data as PostDto[]).find((item) => item.user.id !== reader.id && !item.user.is_follow);
    expect(post).toBeDefined();
    const author = post!.user;

    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + post!.url);
    await page.locator('article header').getByRole('link', { name: author.name }).first().click();
    await page.waitForURL(baseUrl + author.url);
    const header = page.getByRole('region', { name: author.name });
    await header.getByRole('heading', { name: author.name }).waitFor();

    await header.getByRole('button', { name: 'Подписаться' }).click();
    await header.getByRole('button', { name: 'Вы подписаны', pressed: true }).waitFor();
    expect((await inertia(context, author.url)).props.subsite).toMatchObject({ id: author.id, is_follow: true });

    await header.getByRole('button', { name: /подписчик/ }).click();
    const modal = page.getByRole('dialog', { name: 'Подписчики' });
    await modal.getByRole('link', { name: READER.name }).waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    await header.getByRole('button', { name: 'Вы подписаны' }).click();
    await header.getByRole('button', { name: 'Подписаться', pressed: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads a cover on the reader’s own page and moves it by dragging', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const reader = await signIn(context);
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + reader.url);

    const picture = await sharp({ create: { width: 1500, height: 900, channels: 3, background: '#2a7fd4' } }).png().toBuffer();
    await page.getByTestId('cover-file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: picture });
    await page.getByText('Обложка успешно загружена').waitFor();
    const uploaded = (await inertia(context, reader.url)).props.subsite.header;
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
    await expect.poll(async () => (await inertia(context, reader.url)).props.subsite.header.coverY).toBeLessThan(50);
    expect(errors).toEqual([]);
    await context.close();
  });
});
