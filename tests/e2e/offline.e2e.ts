/**
 * The installed app reading offline (docs/adr/0068-installable-app-and-offline-reading.md): the
 * service worker keeps the posts a reader opened and shows them without the network, says so, and
 * keeps nothing of an account once it is signed out, here or on another device.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { call, me, savePost, type PublishedPost } from './support/api.ts';
import { accessibilityViolations } from './support/axe.ts';
import { DESKTOP, connectBrowser, joined, newContext, openPage, visit } from './support/browser.ts';
import { newMemberContext, signedInContext, type Account } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let authorPage: string;
let read: PublishedPost;
let readInApp: PublishedPost;
let neverOpened: PublishedPost;

const TITLES = { read: 'Что читать в дороге без связи', readInApp: 'Маршрут вдоль реки на выходные', neverOpened: 'Пост, который никто не открывал' };
const SAVED_COPY = 'Нет соединения: это сохранённая копия поста';
const OFFLINE_HEADING = 'Нет соединения';
/** Other browser tests block the service worker; these are about it. */
const WITH_WORKER = { serviceWorkers: 'allow' } as const;

beforeAll(async () => {
  browser = await connectBrowser();
  const { context: author } = await newMemberContext(browser, 'Автор Дорожных Заметок');
  read = await savePost(author, { title: TITLES.read });
  readInApp = await savePost(author, { title: TITLES.readInApp });
  neverOpened = await savePost(author, { title: TITLES.neverOpened });
  authorPage = `/${(await me(author)).slug}`;
  await author.close();
});
afterAll(() => browser.close());

/** Once the worker controls the page, whatever the page asks for passes through it. */
async function controlledBy(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(async () => `${navigator.serviceWorker.controller!.scriptURL} ${(await navigator.serviceWorker.ready).scope}`);
}

/** What the worker keeps for reading offline, asked the way the offline page asks it. */
/**
 * Whether the worker has finished moving to the account the server now names: one account's pages
 * are kept, and its offline page with them (the worker drops the old pages before it fetches the new
 * offline page, so an empty list alone comes a moment early).
 */
function offlinePageKept(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('pero-pages:'));
    return names.length === 1 && (await (await caches.open(names[0]!)).match('/offline')) !== undefined;
  });
}

function keptPosts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<Array<{ url: string }>>) => resolve(event.data.map((post) => post.url));
        navigator.serviceWorker.controller!.postMessage({ type: 'saved-pages' }, [channel.port2]);
      }),
  );
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();
const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Нет соединения' });

/** Offline, the browser reports every request it could not send: those are expected, anything else is not. */
const unexpected = (errors: string[]) => errors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error));

async function signOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

describe('reading offline', () => {
  it('installs the worker for the whole site and shows a post read before from its copy, saying so', async () => {
    const context = await newContext(browser, { viewport: DESKTOP, ...WITH_WORKER });
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + read.url);
    expect(await controlledBy(page)).toBe(`${baseUrl}/sw.js ${baseUrl}/`);
    // The post came before the worker: it is kept when the worker takes over.
    await expect.poll(() => keptPosts(page)).toContain(read.url);

    // Chosen after the worker kept its offline page: the copy follows the choice, not the kept page.
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseUrl }]);
    await context.setOffline(true);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await heading(page)).toBe(TITLES.read);
    await notice(page).filter({ hasText: SAVED_COPY }).waitFor();
    expect(await page.evaluate(() => [navigator.onLine, document.documentElement.classList.contains('dark')])).toEqual([false, true]);

    // A page never opened is the offline page at its own address, which lists the kept post and opens it.
    await visit(page, baseUrl + neverOpened.url);
    expect(await heading(page)).toBe(OFFLINE_HEADING);
    expect(new URL(page.url()).pathname).toBe(neverOpened.url);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: TITLES.read }).click();
    await expect.poll(() => heading(page)).toBe(TITLES.read);
    expect(new URL(page.url()).pathname).toBe(read.url);

    await context.setOffline(false);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await notice(page).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('opens a post read in the app from the app’s own links offline, and the offline page for one never read', async () => {
    const context = await newContext(browser, { viewport: DESKTOP, ...WITH_WORKER });
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + authorPage);
    await controlledBy(page);
    await page.getByRole('link', { name: TITLES.readInApp }).first().click();
    await expect.poll(() => heading(page)).toBe(TITLES.readInApp);
    await expect.poll(() => keptPosts(page)).toContain(readInApp.url);
    await page.goBack();
    await page.getByRole('link', { name: TITLES.neverOpened }).first().waitFor();

    await context.setOffline(true);
    await page.getByRole('link', { name: TITLES.readInApp }).first().click();
    await expect.poll(() => heading(page)).toBe(TITLES.readInApp);
    await notice(page).filter({ hasText: SAVED_COPY }).waitFor();

    await page.goBack();
    await page.getByRole('link', { name: TITLES.neverOpened }).first().click();
    await expect.poll(() => heading(page)).toBe(OFFLINE_HEADING);
    expect(new URL(page.url()).pathname).toBe(neverOpened.url);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('an account’s pages offline', () => {
  /** A member who read `read`: the post's page carries their name while they are signed in. */
  async function memberWhoRead(name: string): Promise<{ context: BrowserContext; page: Page; errors: string[]; account: Account }> {
    const { context, account } = await newMemberContext(browser, name, WITH_WORKER);
    const { page, errors } = await openPage(context);
    // The member's own channel: their socket is open, so the server can close it.
    const socket = joined(page, 'user.');
    await visit(page, baseUrl + read.url);
    await controlledBy(page);
    await socket;
    await expect.poll(() => keptPosts(page)).toContain(read.url);
    expect(await page.content()).toContain(name);
    return { context, page, errors, account };
  }

  async function expectNothingOf(page: Page, name: string) {
    await visit(page, baseUrl + read.url);
    expect(await heading(page)).toBe(OFFLINE_HEADING);
    expect(await page.content()).not.toContain(name);
    expect(await keptPosts(page)).toEqual([]);
  }

  it('keeps nothing of a member who signed out: offline, the post they read shows nothing of theirs', async () => {
    const name = 'Ольга Уходящая';
    const { context, page, errors } = await memberWhoRead(name);
    await signOutThroughMenu(page);

    await context.setOffline(true);
    await expectNothingOf(page, name);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('drops a member’s pages when their session is ended on another device', async () => {
    const name = 'Пётр Забывчивый';
    const { context, page, errors, account } = await memberWhoRead(name);
    const elsewhere = await signedInContext(browser, account, WITH_WORKER);
    await call(elsewhere, 'POST', '/settings/sessions/sign-out-others');
    await elsewhere.close();
    await expect.poll(() => keptPosts(page)).toEqual([]);
    await expect.poll(() => offlinePageKept(page)).toBe(true);

    await context.setOffline(true);
    await expectNothingOf(page, name);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
