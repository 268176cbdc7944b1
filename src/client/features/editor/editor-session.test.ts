import { describe, expect, it } from 'vitest';
import { initialDraft } from './draft.ts';
import { openSession } from './editor-session.ts';

const kino = { id: 20, name: 'Кино', avatar: null };
const books = { id: 21, name: 'Книги', avatar: null };

describe('opening the editor for a community', () => {
  it('starts a new post in the community the caller chose', () => {
    const session = openSession(null, { mode: 'new', category: kino }, 1);
    expect(session).toEqual({ key: 1, options: { mode: 'new', category: kino }, ownerRequest: null });
    expect(initialDraft(session.options, 'https://pero.test').category).toEqual(kino);
  });

  it('keeps an open session and asks its owner picker to switch, each request distinct', () => {
    const open = openSession(null, { mode: 'new' }, 1);
    const first = openSession(open, { mode: 'new', category: kino }, 2);
    expect(first.key).toBe(1);
    expect(first.ownerRequest).toEqual({ owner: kino, seq: 1 });
    const again = openSession(first, { mode: 'new', category: books }, 3);
    expect(again.ownerRequest).toEqual({ owner: books, seq: 2 });
  });

  it('leaves an open session untouched when the caller names no community', () => {
    const open = openSession(null, { mode: 'new', category: kino }, 1);
    expect(openSession(open, { mode: 'new' }, 2)).toBe(open);
  });
});
