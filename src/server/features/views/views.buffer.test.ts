import { describe, expect, it } from 'vitest';
import { VIEW_KINDS, viewTally } from './views.buffer.ts';

const views = (day: string, kind: number, postIds: number[], visitor: string) => postIds.map((postId) => ({ day, kind: kind as 1 | 2, postId, visitor }));

describe('the views tally', () => {
  it('keeps one entry per day, kind, post and reader, counting repeats but not a post twice in one report', () => {
    const tally = viewTally(10);
    tally.add(views('2026-11-24', VIEW_KINDS.showing, [1, 2, 1], 'a'));
    tally.add(views('2026-11-24', VIEW_KINDS.showing, [1], 'a'));
    tally.add(views('2026-11-24', VIEW_KINDS.view, [1], 'a'));
    const taken = tally.take();
    expect(taken).toEqual([
      { day: '2026-11-24', kind: 1, postId: 1, visitor: 'a', count: 2 },
      { day: '2026-11-24', kind: 1, postId: 2, visitor: 'a', count: 1 },
      { day: '2026-11-24', kind: 2, postId: 1, visitor: 'a', count: 1 },
    ]);
    expect(tally.size).toBe(0);
  });

  it('drops new entries beyond its capacity, and takes back what a failed flush returns', () => {
    const tally = viewTally(2);
    expect(tally.add(views('2026-11-24', VIEW_KINDS.showing, [1, 2, 3], 'a'))).toBe(false);
    expect(tally.size).toBe(2);
    const taken = tally.take();
    tally.add(views('2026-11-24', VIEW_KINDS.showing, [1], 'a'));
    tally.restore(taken);
    expect(tally.take()).toEqual([
      { day: '2026-11-24', kind: 1, postId: 1, visitor: 'a', count: 2 },
      { day: '2026-11-24', kind: 1, postId: 2, visitor: 'a', count: 1 },
    ]);
  });
});
