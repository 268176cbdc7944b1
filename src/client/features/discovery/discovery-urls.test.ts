import { describe, expect, it } from 'vitest';
import { fullListUrl, searchUrl } from './discovery-urls.ts';

describe('discovery addresses', () => {
  it('carries the query and the filters that differ from the defaults', () => {
    expect(searchUrl('  ')).toBe('/discovery');
    expect(searchUrl(' кот ', { date: 'all', scopes: [] })).toBe('/discovery?q=%D0%BA%D0%BE%D1%82');
    expect(searchUrl('cat', { date: 'week', scopes: ['onlyTitle', 'official'] })).toBe('/discovery?q=cat&date=week&scopes=onlyTitle&scopes=official');
    expect(searchUrl('', { date: 'week', scopes: ['official'] })).toBe('/discovery');
  });

  it('opens the full lists with the query', () => {
    expect(fullListUrl('blogs', '')).toBe('/discovery/blogs');
    expect(fullListUrl('topics', 'кот')).toBe('/discovery/topics?q=%D0%BA%D0%BE%D1%82');
  });
});
