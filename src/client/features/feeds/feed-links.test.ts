import { describe, expect, it } from 'vitest';
import { feedAt, feedUrl } from './feed-links.ts';

describe('feed links', () => {
  it('adds the sorting suffix to My feed only when it is not the default', () => {
    expect(feedUrl('my', 'popular')).toBe('/my');
    expect(feedUrl('my', 'new')).toBe('/my/new');
    expect(feedUrl('new', 'new')).toBe('/new');
  });

  it('shows the default feed at the root and the named feed under its path', () => {
    expect(feedAt('/', 'new')).toBe('new');
    expect(feedAt('/popular/week', 'new')).toBe('popular');
    expect(feedAt('/my/new', 'popular')).toBe('my');
    expect(feedAt('/discovery', 'popular')).toBeNull();
  });
});
