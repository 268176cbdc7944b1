import { describe, expect, it } from 'vitest';
import { VIEW_KINDS, ViewBuffer } from './views.buffer.ts';

describe('the views buffer', () => {
  it('keeps one entry per day, kind, post and reader, counting repeats', () => {
    const buffer = new ViewBuffer(10);
    buffer.add('2026-11-24', VIEW_KINDS.showing, [1, 2, 1], 'a');
    buffer.add('2026-11-24', VIEW_KINDS.showing, [1], 'a');
    buffer.add('2026-11-24', VIEW_KINDS.view, [1], 'a');
    const taken = buffer.take();
    expect(taken).toEqual([
      { day: '2026-11-24', kind: 1, postId: 1, visitor: 'a', count: 2 },
      { day: '2026-11-24', kind: 1, postId: 2, visitor: 'a', count: 1 },
      { day: '2026-11-24', kind: 2, postId: 1, visitor: 'a', count: 1 },
    ]);
    expect(buffer.size).toBe(0);
  });

  it('drops new entries beyond its capacity, and takes back what a failed flush returns', () => {
    const buffer = new ViewBuffer(2);
    expect(buffer.add('2026-11-24', VIEW_KINDS.showing, [1, 2, 3], 'a')).toBe(false);
    expect(buffer.size).toBe(2);
    const taken = buffer.take();
    buffer.add('2026-11-24', VIEW_KINDS.showing, [1], 'a');
    buffer.restore(taken);
    expect(buffer.take()).toEqual([
      { day: '2026-11-24', kind: 1, postId: 1, visitor: 'a', count: 2 },
      { day: '2026-11-24', kind: 1, postId: 2, visitor: 'a', count: 1 },
    ]);
  });
});
