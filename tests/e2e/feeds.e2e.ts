/**
 * The feeds as a reader meets them: Popular grows by infinite scroll to its end and Back
 * returns to the same place with every loaded page; a post published in another session
 * raises the New tab's dot and the floating 'New posts' button, which loads it; loading the
 * next page never takes the place of a post the reader clicked.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { me, savePost } from './support/api.ts';
import { accessibilityViolations } from './support/axe.ts';
import { DESKTOP, joined, connectBrowser, newContext, openPage, restedAt, visit } from './support/browser.ts';
import { DEMO_READER, demoAccount, signedInContext } from './support/sign-in.ts';
import { FEED_PAGE_SIZE } from '../../src/server/features/feeds/index.ts';

const baseUrl = inject('baseUrl');
/** A demo author with a long blog, in which no other file publishes. */
const BLOGGER = demoAccount('olga');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

describe('feeds', () => {
  it('scrolls Popular to its end, and Back from a post lands where the reader was', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/popular');
    const cards = page.getByRole('article');
    const end = page.getByText('Больше ничего нет');
    const firstPage = await cards.count();
    expect(firstPage).toBe(FEED_PAGE_SIZE);

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
    // A reader rests on a card before opening it, and reads a little of the post before going back.
    // Clicking sooner would keep an older position; going back sooner lets the post's pending write land on the feed.
    await restedAt(page, scrolled);
    const title = (await target.getByRole('heading').first().textContent())!.trim();
    await target.getByRole('link', { name: title }).first().click();
    await page.waitForURL((url) => url.pathname !== '/popular');
    await page.evaluate(() => window.scrollTo(0, 100));
    await restedAt(page, 100);
    await page.goBack();
    await page.waitForURL(baseUrl + '/popular');

    await expect.poll(() => cards.count()).toBe(loaded);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(200);
    await expect.poll(() => cards.nth(loaded - 8).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the post the reader clicked even when scrolling asks for the next page while the post is on its way', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/popular');
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').first().textContent())!.trim();
    const link = card.getByRole('link', { name: title }).first();
    const postPath = new URL((await link.getAttribute('href'))!, baseUrl).pathname;

    // The post's answer waits until the feed has asked for its next page, as on a slow connection.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === postPath,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const postAsked = page.waitForRequest((request) => new URL(request.url()).pathname === postPath);
    await link.click();
    await postAsked;
    const nextPageAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/popular');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await nextPageAsked;
    release();

    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(postPath);
    // Popular's first post is any file's: a picture on its page that another file removes meanwhile may fail to
    // load (it did once in CI, a 404); what this test holds is the visit.
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('shows the New tab’s dot and the New posts button when another session publishes, and loads the post', async () => {
    const reader = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(reader);
    const listening = joined(page, 'new-feed-posts-counter');
    await visit(page, baseUrl + '/new');
    const button = page.getByRole('button', { name: /Новые посты/ });
    const dot = page.getByTestId('new-feed-dot');
    await page.getByRole('article').first().waitFor();
    // Checked as soon as the page is up: once the channel is joined, any post raises the button, and other files publish too.
    expect(await button.count()).toBe(0);
    await listening;

    const writer = await signedInContext(browser, DEMO_READER);
    const title = `Только что из печати ${Date.now().toString(36)}`;
    await savePost(writer, { title, text: 'Пост из другой вкладки другого человека.' });

    // Pressed after the post is out, the button loads it, whichever post raised it.
    await button.waitFor({ timeout: 20_000 });
    await dot.waitFor();
    // White on the accent: readable in both themes.
    expect(await accessibilityViolations(page, ['[data-testid="new-posts"]'])).toEqual([]);
    await button.click();
    await page.getByRole('article').filter({ hasText: title }).waitFor();
    // Another file's post may raise them again at any moment, so the test waits for them to go, not for them to stay away.
    await button.waitFor({ state: 'detached' });
    await dot.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await writer.close();
    await reader.close();
  });
  it('brings a blog’s reader to the posts, under the blog’s header, when they load its new posts', async () => {
    const reader = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(reader);
    const writer = await signedInContext(browser, BLOGGER);
    const blogUrl = (await me(writer)).url;
    const listening = joined(page, 'blog.');
    await visit(page, baseUrl + blogUrl);
    await listening;
    const title = `Новое в блоге ${Date.now().toString(36)}`;
    await savePost(writer, { title, text: 'Свежий пост, пока читатель смотрит на шапку блога.' });

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
