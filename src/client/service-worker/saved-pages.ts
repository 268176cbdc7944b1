/**
 * What the service worker keeps for reading offline: the page objects of the last posts a reader
 * opened and the offline page's HTML, all in one cache named after the account that was answered
 * them. Only one such cache exists at a time: when answers start naming another account (a sign-in,
 * a sign-out, a session ended elsewhere), every kept page of the one before is deleted first, so a
 * page is never shown to anyone but the account it was rendered for.
 */
import { ACCOUNT_HEADER, OFFLINE_PATH, POST_PATH } from '../../shared/web-app.ts';
import { pageTitle, type PageObject, type Shell } from './page-document.ts';
import type { SavedPage } from './messages.ts';
import { worker } from './scope.ts';

const CACHE_PREFIX = 'pero-pages:';
/** Enough for a commute's reading; each is a post's props, tens of kilobytes. */
export const KEPT_POSTS = 30;

export function isPostAddress(url: URL): boolean {
  return url.origin === worker.location.origin && POST_PATH.test(url.pathname);
}

/** The one account's kept pages; the cache of any other account is deleted before it is opened. */
async function pagesOf(account: string): Promise<{ cache: Cache; isNew: boolean }> {
  const name = CACHE_PREFIX + account;
  const names = (await caches.keys()).filter((each) => each.startsWith(CACHE_PREFIX));
  await Promise.all(names.filter((each) => each !== name).map((each) => caches.delete(each)));
  return { cache: await caches.open(name), isNew: !names.includes(name) };
}

/** The kept pages, unless none are kept or two accounts' caches are being swapped right now. */
async function currentPages(): Promise<Cache | null> {
  const names = (await caches.keys()).filter((each) => each.startsWith(CACHE_PREFIX));
  return names.length === 1 ? caches.open(names[0]!) : null;
}

/**
 * Fetches the offline page as the server renders it for whoever the browser is signed in as, and
 * keeps it under that account. Also how the service worker learns the account when no page told it.
 */
export async function refreshOfflinePage(): Promise<void> {
  const response = await fetch(OFFLINE_PATH);
  const account = response.headers.get(ACCOUNT_HEADER);
  if (!response.ok || account === null) return;
  const { cache } = await pagesOf(account);
  await cache.put(OFFLINE_PATH, response);
}

/**
 * Notes whose a page answer is: another account's kept pages are dropped, and the new account gets
 * its own offline page. Answers the cache of the answer's account, or null for an answer that is not
 * a page (a redirect, a file).
 */
export async function noteAccount(response: Response): Promise<Cache | null> {
  const account = response.headers.get(ACCOUNT_HEADER);
  if (account === null) return null;
  const { cache, isNew } = await pagesOf(account);
  if (isNew) await refreshOfflinePage();
  return cache;
}

/** Keeps a post's page object as the latest, forgetting the oldest past KEPT_POSTS. */
export async function keepPost(cache: Cache, url: URL, page: PageObject): Promise<void> {
  await cache.put(url.href, new Response(JSON.stringify(page), { headers: { 'Content-Type': 'application/json' } }));
  const posts = await keptPostAddresses(cache);
  await Promise.all(posts.slice(0, Math.max(0, posts.length - KEPT_POSTS)).map((request) => cache.delete(request)));
}

export async function forgetPost(cache: Cache, url: URL): Promise<void> {
  await cache.delete(url.href);
}

/** Oldest first: a cache lists its entries in the order they were put, and putting again moves one last. */
async function keptPostAddresses(cache: Cache): Promise<Request[]> {
  return (await cache.keys()).filter((request) => isPostAddress(new URL(request.url)));
}

export async function keptPost(url: URL): Promise<PageObject | null> {
  const kept = await (await currentPages())?.match(url.href);
  return kept ? ((await kept.json()) as PageObject) : null;
}

export async function keptShell(): Promise<Shell | null> {
  const kept = await (await currentPages())?.match(OFFLINE_PATH);
  return kept ? { html: await kept.text(), headers: kept.headers } : null;
}

/** Latest first, for the offline page's list. */
export async function keptPosts(): Promise<SavedPage[]> {
  const cache = await currentPages();
  if (!cache) return [];
  const posts = await Promise.all(
    (await keptPostAddresses(cache)).map(async (request) => {
      const page = (await (await cache.match(request))?.json()) as PageObject | undefined;
      return page ? { url: page.url, title: pageTitle(page) } : null;
    }),
  );
  return posts.filter((post) => post !== null).reverse();
}
