import type { FeedName, FeedSorting } from '../../../shared/dto/user.ts';
import { isUnder } from '../../platform/url-paths.ts';

/** Popular is My feed's own default, so it keeps the short `/my`. */
export function feedUrl(feed: FeedName, sorting: FeedSorting): string {
  if (feed === 'my' && sorting !== 'popular') return `/my/${sorting}`;
  return `/${feed}`;
}

export function feedAt(path: string, defaultFeed: FeedName): FeedName | null {
  if (path === '/') return defaultFeed;
  const feeds: FeedName[] = ['popular', 'new', 'my'];
  return feeds.find((feed) => isUnder(path, `/${feed}`)) ?? null;
}
