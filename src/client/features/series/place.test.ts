import { describe, expect, it } from 'vitest';
import type { PostSeriesDto } from '../../../shared/dto/series.ts';
import { placeOf, visibleParts } from './place.ts';

const parts = (count: number) => Array.from({ length: count }, (_, at) => ({ id: at + 1, title: `Часть ${at + 1}`, url: `/a/${at + 1}-p`, is_publish: true }));
const series = (count: number): PostSeriesDto => ({ id: 1, title: 'Серия', description: '', url: '/series/1', posts_count: count, parts: parts(count) });

describe('a post’s place in its series', () => {
  it('is its position among the parts shown, with the parts before and after it', () => {
    expect(placeOf(series(5), 2)).toMatchObject({ position: 2, total: 5, previous: { id: 1 }, next: { id: 3 } });
    expect(placeOf(series(5), 1)).toMatchObject({ previous: null, next: { id: 2 } });
    expect(placeOf(series(5), 5)).toMatchObject({ previous: { id: 4 }, next: null });
    expect(placeOf(series(5), 9)).toBeNull();
  });

  it('shows a short list whole, and five parts around the current one of a long list until opened', () => {
    const ids = (shown: { id: number }[]) => shown.map((part) => part.id);
    expect(ids(visibleParts(parts(6), 6, false))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(visibleParts(parts(12), 6, false))).toEqual([4, 5, 6, 7, 8]);
    expect(ids(visibleParts(parts(12), 1, false))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(visibleParts(parts(12), 12, false))).toEqual([8, 9, 10, 11, 12]);
    expect(visibleParts(parts(12), 6, true)).toHaveLength(12);
  });
});
