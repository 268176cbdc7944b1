/** Where the feeds live: the links of the sidebar, the feed tabs and the bottom tab bar. */
import type { FeedName, FeedSorting } from '../../../shared/dto/user.ts';
import { isUnder } from '../../platform/url-paths.ts';

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
