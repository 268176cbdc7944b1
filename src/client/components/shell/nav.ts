/**
 * Where the shell's links point and which one is current. Kept pure so the sidebar, the
 * feed tabs and the bottom tab bar highlight the same way and can be tested without a DOM.
 */
import type { FeedName, FeedSorting } from '../../../shared/dto/user.ts';

/** The path part of an Inertia page url (`/popular/week?x=1` → `/popular/week`). */
export function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}

/** True when `path` is `section` itself or a page under it (`/m/12` is under `/m`). */
export function isUnder(path: string, section: string): boolean {
  return path === section || path.startsWith(`${section}/`);
}

/**
 * A feed's link. My feed carries the reader's sorting as a suffix (spec 2, "/my{sorting}");
 * popular is the feed's own default, so it keeps the short `/my`.
 */
export function feedUrl(feed: FeedName, sorting: FeedSorting): string {
  if (feed === 'my' && sorting !== 'popular') return `/my/${sorting}`;
  return `/${feed}`;
}

/** The feed shown at `path`: `/` shows the default feed, `/new/from5` the new one. */
export function feedAt(path: string, defaultFeed: FeedName): FeedName | null {
  if (path === '/') return defaultFeed;
  const feeds: FeedName[] = ['popular', 'new', 'my'];
  return feeds.find((feed) => isUnder(path, `/${feed}`)) ?? null;
}
