import { describe, expect, it } from 'vitest';
import { galleryCover, galleryLayout } from './gallery.ts';

describe('galleryLayout', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i);

  it.each([
    [1, [[0]]],
    [2, [[0, 1]]],
    [3, [[0], [1, 2]]],
    [4, [[0, 1], [2, 3]]],
    [5, [[0, 1], [2, 3, 4]]],
  ])('lays out %i items in rows', (count, rows) => {
    expect(galleryLayout(items(count))).toEqual({ rows, extra: 0 });
  });

  it('shows 5 tiles and counts the rest as +N', () => {
    expect(galleryLayout(items(12))).toEqual({ rows: [[0, 1], [2, 3, 4]], extra: 7 });
    expect(galleryLayout(items(6)).extra).toBe(1);
  });

  it('has no rows for an empty carousel', () => {
    expect(galleryLayout([])).toEqual({ rows: [], extra: 0 });
  });
});

describe('galleryCover', () => {
  const item = (width: number | null, height: number | null) => ({ caption: { width, height } });

  it('is the first item, with the others counted as +N', () => {
    const items = [item(1600, 900), item(800, 800), item(800, 800)];
    expect(galleryCover(items)).toEqual({ item: items[0], extra: 2, ratio: 16 / 9 });
    expect(galleryCover([items[1]!])?.extra).toBe(0);
  });

  it('is never taller than 16:9 nor wider than 3:1', () => {
    expect(galleryCover([item(600, 900)])?.ratio).toBe(16 / 9);
    expect(galleryCover([item(1000, 1000)])?.ratio).toBe(16 / 9);
    expect(galleryCover([item(2000, 1000)])?.ratio).toBe(2);
    expect(galleryCover([item(5000, 1000)])?.ratio).toBe(3);
    expect(galleryCover([item(null, null)])?.ratio).toBe(16 / 9);
  });

  it('is absent for an empty carousel', () => {
    expect(galleryCover([])).toBeNull();
  });
});
