import { describe, expect, it } from 'vitest';
import { feedFilters } from './feed-filters.ts';

describe('feed filters', () => {
  it('reads a range of Popular and a filter of New and My feed', () => {
    expect(feedFilters('/popular/week', 'popular')).toEqual({ feed: 'popular', filter: null, range: 'week' });
    expect(feedFilters('/new/from10', 'popular')).toEqual({ feed: 'new', filter: 'from10', range: null });
    expect(feedFilters('/my/new', 'popular')).toEqual({ feed: 'my', filter: 'new', range: null });
  });

  it('gives the default feed at the root, and nulls off the feeds and for unknown segments', () => {
    expect(feedFilters('/', 'new')).toEqual({ feed: 'new', filter: null, range: null });
    expect(feedFilters('/tag/игры', 'popular')).toEqual({ feed: null, filter: null, range: null });
    expect(feedFilters('/popular/decade', 'popular')).toEqual({ feed: 'popular', filter: null, range: null });
  });
});
