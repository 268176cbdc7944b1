// `/popular/week` is a range of Popular, `/new/from5` and `/my/new` filters of New and My.
import type { FeedName } from './dto/user.ts';

export const POPULAR_RANGES = ['today', 'day', 'week', 'month', 'year', 'all'] as const;
export type PopularRange = (typeof POPULAR_RANGES)[number];

export const NEW_FILTERS = ['all', 'from5', 'from10'] as const;
export type NewFilter = (typeof NEW_FILTERS)[number];

export const MY_SORTINGS = ['popular', 'new'] as const;

export const FEED_FILTERS: Record<FeedName, readonly string[]> = { popular: POPULAR_RANGES, new: NEW_FILTERS, my: MY_SORTINGS };

export interface FeedFilters {
  feed: FeedName | null;
  filter: string | null;
  range: string | null;
}

export function feedFilters(path: string, defaultFeed: FeedName): FeedFilters {
  if (path === '/') return { feed: defaultFeed, filter: null, range: null };
  const match = /^\/(popular|new|my)(?:\/([a-z0-9]+))?\/?$/.exec(path);
  if (!match) return { feed: null, filter: null, range: null };
  const feed = match[1] as FeedName;
  const segment = match[2] && FEED_FILTERS[feed].includes(match[2]) ? match[2] : null;
  return feed === 'popular' ? { feed, filter: null, range: segment } : { feed, filter: segment, range: null };
}
