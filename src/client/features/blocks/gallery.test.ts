import { describe, expect, it } from 'vitest';
import { galleryLayout } from './gallery.ts';

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
