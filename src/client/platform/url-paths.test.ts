import { describe, expect, it } from 'vitest';
import { isUnder, pathOf } from './url-paths.ts';

describe('url paths', () => {
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
});
