/**
 * The feeds as a reader meets them: Popular grows by infinite scroll to its end and Back
 * returns to the same place with every loaded page; a post published in another session
 * raises the New tab's dot and the floating 'New posts' button, which loads it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { DESKTOP, joined, launchBrowser, newContext, openPage, visit } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signIn(context: BrowserContext, email: string): Promise<string> {
  await context.request.get(baseUrl + '/');
  const xsrf = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
  const login = await context.request.post(baseUrl + '/login', { data: { email, password: 'pero-demo-2026' }, headers: { 'X-XSRF-TOKEN': xsrf } });
  expect(login.ok()).toBe(true);
  return decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
}

describe('feeds', () => {
  it('scrolls Popular to its end, and Back from a post lands where the reader was', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/popular');
    const cards = page.getByRole('article');
    const end = page.getByText('Больше ничего нет');
    const firstPage = await cards.count();
    expect(firstPage).toBe(20);

    // Scrolling near the foot loads the next page by itself, until the list says it has ended.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return end.isVisible();
        },
        { timeout: 60_000, interval: 300 },
      )
      .toBe(true);
    const loaded = await cards.count();
    expect(loaded).toBeGreaterThan(100);

    // Open a card in the middle of what was loaded, then come back.
    const target = cards.nth(loaded - 8);
    await target.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    const title = (await target.getByRole('heading').first().textContent())!.trim();
    await target.getByRole('link', { name: title }).first().click();
    await page.waitForURL((url) => url.pathname !== '/popular');
    await page.goBack();
    await page.waitForURL(baseUrl + '/popular');

    await expect.poll(() => cards.count()).toBe(loaded);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(200);
    await expect.poll(() => cards.nth(loaded - 8).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the New tab’s dot and the New posts button when another session publishes, and loads the post', async () => {
    const reader = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(reader);
    const listening = joined(page, 'new-feed-posts-counter');
    await visit(page, baseUrl + '/new');
    await listening;
    const button = page.getByRole('button', { name: /Новые посты/ });
    const dot = page.getByTestId('new-feed-dot');
    await page.getByRole('article').first().waitFor();
    expect(await button.count()).toBe(0);

    const writer = await newContext(browser);
    const xsrf = await signIn(writer, 'dmitry@demo.pero.local');
    const title = `Только что из печати ${Date.now().toString(36)}`;
    const blocks = [
      { id: 't', type: 'header', data: { text: title, level: 2 } },
      { id: 'p', type: 'paragraph', data: { text: 'Пост из другой вкладки другого человека.' } },
    ];
    const saved = await writer.request.post(baseUrl + '/posts', { data: { blocks, is_publish: 1 }, headers: { 'X-XSRF-TOKEN': xsrf } });
    expect(saved.ok()).toBe(true);

    await button.waitFor({ timeout: 20_000 });
    await dot.waitFor();
    await button.click();
    await expect.poll(() => page.getByRole('article').first().textContent()).toContain(title);
    await expect.poll(() => button.count()).toBe(0);
    expect(await dot.count()).toBe(0);
    expect(errors).toEqual([]);
    await writer.close();
    await reader.close();
  });
  it('brings a blog’s reader to the posts, under the blog’s header, when they load its new posts', async () => {
    const reader = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(reader);
    const writer = await newContext(browser);
    const xsrf = await signIn(writer, 'olga@demo.pero.local');
    const blogs = (await (await writer.request.get(baseUrl + '/discovery/blogs', { headers: { Accept: 'application/json' } })).json()) as { data: { name: string; url: string }[] };
    const blogUrl = blogs.data.find((blog) => blog.name === 'Ольга Кузнецова')!.url;
    const listening = joined(page, 'blog.');
    await visit(page, baseUrl + blogUrl);
    await listening;
    const title = `Новое в блоге ${Date.now().toString(36)}`;
    const blocks = [
      { id: 't', type: 'header', data: { text: title, level: 2 } },
      { id: 'p', type: 'paragraph', data: { text: 'Свежий пост, пока читатель смотрит на шапку блога.' } },
    ];
    expect((await writer.request.post(baseUrl + '/posts', { data: { blocks, is_publish: 1 }, headers: { 'X-XSRF-TOKEN': xsrf } })).ok()).toBe(true);

    const button = page.getByRole('button', { name: /Новые посты/ });
    await button.waitFor({ timeout: 20_000 });
    await button.click();
    await page.waitForURL(baseUrl + blogUrl + '/new');
    await page.getByRole('article').filter({ hasText: title }).waitFor();
    // The blog's header is above the fold now; the tabs and the new post are in view.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const tabsTop = await page.locator('#subsite-feed').evaluate((element) => element.getBoundingClientRect().top);
    expect(tabsTop).toBeGreaterThanOrEqual(0);
    expect(tabsTop).toBeLessThan(150);
    expect(errors).toEqual([]);
    await writer.close();
    await reader.close();
  });
});
