/**
 * WCAG 2.2 AA as axe-core checks it, on the pages and dialogs a reader and a writer meet
 * first, in both themes. What axe cannot see is in keyboard.e2e.ts.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { block, me, readJson, savePost, uploadPicture, type PublishedPost } from './support/api.ts';
import { DIALOG, accessibilityViolations } from './support/axe.ts';
import { DESKTOP, connectBrowser, newContext, offline, openPage, visitSettled } from './support/browser.ts';
import { DEMO_AUTHOR, newMemberContext, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
/** A tag only this file's post carries, so its page lists that post. */
const TAG = 'проверкадоступности';
let browser: Browser;
/** A post with a gallery and an embedded player, the richest page a reader opens. */
let post: PublishedPost;
let authorUrl: string;

beforeAll(async () => {
  browser = await connectBrowser();
  const author = await signedInContext(browser, DEMO_AUTHOR);
  const picture = await uploadPicture(author, await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7d5c' } }).png().toBuffer());
  post = await savePost(author, { title: 'Галерея и видео в одном посте', blocks: [block.paragraph(`Снимки с прогулки и запись доклада. #${TAG}`), block.carousel([picture]), block.embed()] });
  authorUrl = (await me(author)).url;
  await author.close();
});
afterAll(() => browser.close());

const guest = async () => offline(await newContext(browser, { viewport: DESKTOP }));
const author = async () => offline(await signedInContext(browser, DEMO_AUTHOR));
const open = (page: Page, path: string) => visitSettled(page, baseUrl + path);

describe('axe-core, in both themes, on the pages a guest opens', () => {
  let context: BrowserContext;
  let page: Page;
  let communityUrl: string;
  beforeAll(async () => {
    context = await guest();
    ({ page } = await openPage(context));
    communityUrl = (await readJson<{ data: Array<{ url: string }> }>(context, '/discovery/topics')).data[0]!.url;
  });
  afterAll(() => context.close());

  it.each([
    ['home', () => '/'],
    ['tag', () => `/tag/${TAG}`],
    ['user', () => authorUrl],
    ['community', () => communityUrl],
  ])('finds nothing on the %s page and its cards', async (_kind, path) => {
    await open(page, path());
    await page.getByRole('article').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('finds nothing on a post page with a gallery and an embedded player', async () => {
    await open(page, post.url);
    await page.locator('article img').first().waitFor();
    await page.locator('article iframe').first().waitFor({ state: 'attached' });
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('finds nothing on the 404 page', async () => {
    const missing = await page.goto(baseUrl + '/no-such-author/404-no-such-post');
    expect(missing?.status()).toBe(404);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe('axe-core, in both themes, in dialogs and for writers', () => {
  it('finds nothing in the sign-in modal, with and without field errors', async () => {
    const context = await guest();
    const { page } = await openPage(context);
    await open(page, '/');
    await page.getByRole('button', { name: 'Войти', exact: true }).first().click();
    const modal = page.getByRole('dialog', { name: 'Вход' });
    await modal.waitFor();
    const empty = await accessibilityViolations(page, DIALOG);

    // An address no account has: a refusal spends no member's few allowed failures.
    await modal.getByLabel('Электронная почта').fill('nobody@example.test');
    await modal.getByLabel('Пароль', { exact: true }).fill('not-a-password');
    await modal.getByRole('button', { name: 'Войти', exact: true }).click();
    await modal.getByText('Неверный email или пароль').waitFor();
    const withErrors = await accessibilityViolations(page, DIALOG);

    expect({ empty, withErrors }).toEqual({ empty: [], withErrors: [] });
    await context.close();
  });

  it('finds nothing on the drafts page and in the editor of a signed-in author', async () => {
    const context = await author();
    const { page } = await openPage(context);
    await open(page, '/');
    await page.getByRole('button', { name: 'Меню профиля' }).click();
    await page.getByRole('menuitem', { name: /Черновики/ }).click();
    await page.waitForURL('**/drafts');
    await page.waitForLoadState('networkidle');
    const drafts = await accessibilityViolations(page);

    await page.getByRole('button', { name: 'Написать' }).first().click();
    await page.getByRole('dialog', { name: 'Новый пост' }).locator('.ce-block').first().waitFor();
    const editor = await accessibilityViolations(page, DIALOG);

    expect({ drafts, editor }).toEqual({ drafts: [], editor: [] });
    await context.close();
  });

  // A newcomer has no picture yet: the owner picker shows the initial in its place.
  it('finds nothing in the editor of a newcomer without a picture', async () => {
    const { context } = await newMemberContext(browser, 'Новенький Автор');
    await offline(context);
    const { page } = await openPage(context);
    await open(page, '/');
    await page.getByRole('button', { name: 'Написать' }).first().click();
    const editor = page.getByRole('dialog', { name: 'Новый пост' });
    await editor.locator('.ce-block').first().waitFor();
    await editor.getByRole('button', { name: 'Где опубликовать: Новенький Автор' }).waitFor();
    expect(await accessibilityViolations(page, DIALOG)).toEqual([]);
    await context.close();
  });
});
