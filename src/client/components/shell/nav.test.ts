import { describe, expect, it } from 'vitest';
import { feedAt, feedUrl, isUnder, pathOf } from './nav.ts';

describe('shell navigation helpers', () => {
  it('takes the path of a page url', () => {
    expect(pathOf('/popular/week?page=2#top')).toBe('/popular/week');
    expect(pathOf('/discovery/?q=x')).toBe('/discovery');
    expect(pathOf('/?password-reset=1')).toBe('/');
  });

  it('treats nested pages as part of their section, but not look-alike prefixes', () => {
    expect(isUnder('/m/12', '/m')).toBe(true);
    expect(isUnder('/m', '/m')).toBe(true);
    expect(isUnder('/maria', '/m')).toBe(false);
    expect(isUnder('/newsroom', '/new')).toBe(false);
  });

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
