import { describe, expect, it } from 'vitest';
import type { CommentDto } from '../../../shared/dto/comment.ts';
import { commentsReducer, EMPTY, ROOT, rootIds, type CommentsAction, type CommentsState } from './comments-store.ts';

function make(id: number, parentId: number | null = null, extra: Partial<CommentDto> = {}): CommentDto {
  return {
    id,
    comment: `Комментарий ${id}`,
    is_hidden: false,
    post_id: 1,
    parent_id: parentId,
    branch_id: parentId,
    user_id: 7,
    user: null,
    url: `/u/1-post?comment=${id}`,
    created_at: '2026-11-24T00:00:00.000Z',
    updated_at: '2026-11-24T00:00:00.000Z',
    deleted_at: null,
    pinned_at: null,
    replies: [],
    replies_count: 0,
    media: [],
    bookmarks_count: 0,
    is_bookmarked: false,
    is_new: false,
    reaction_sum: 0,
    disreaction_sum: 0,
    reaction_value: null,
    reaction: null,
    reactions: [],
    reaction_count: 0,
    ...extra,
  };
}

const run = (...actions: CommentsAction[]): CommentsState => actions.reduce(commentsReducer, EMPTY);

describe('the comment tree', () => {
  it('keeps each comment once across pages, own comments and pushes', () => {
    const state = run(
      { type: 'page', parentId: ROOT, items: [make(3, null, { replies: [make(4, 3)], replies_count: 2 }), make(2)], nextUrl: '/next' },
      { type: 'page', parentId: 3, items: [make(4, 3), make(5, 3)], nextUrl: null },
      { type: 'added', comment: make(6) },
      { type: 'added', comment: make(6) },
    );
    expect(rootIds(state)).toEqual([6, 3, 2]);
    expect(state.children.get(3)).toEqual([4, 5]);
  });

  it('keeps a pushed reply under unopened replies out of sight, and shows one under a parent without replies', () => {
    const state = run(
      { type: 'page', parentId: ROOT, items: [make(1, null, { replies_count: 4 }), make(2)], nextUrl: null },
      { type: 'added', comment: make(8, 1) },
      { type: 'added', comment: make(9, 2) },
    );
    expect(state.byId.get(1)!.replies_count).toBe(4);
    expect(state.children.get(1)).toBeUndefined();
    expect(state.children.get(2)).toEqual([9]);
  });

  it("moves a replies count only to the server's number, so a push heard twice counts once", () => {
    const pushed = [{ type: 'added', comment: make(8, 1) }, { type: 'repliesCounted', id: 1, count: 5 }] as const;
    const state = run({ type: 'page', parentId: ROOT, items: [make(1, null, { replies_count: 4 })], nextUrl: null }, ...pushed, ...pushed);
    expect(state.byId.get(1)!.replies_count).toBe(5);
  });

  it('marks deleted comments and removes whole branches', () => {
    const state = run(
      { type: 'page', parentId: ROOT, items: [make(1, null, { replies: [make(2, 1)], replies_count: 1 })], nextUrl: null },
      { type: 'added', comment: make(3, 2) },
      { type: 'deleted', id: 1 },
      { type: 'branchRemoved', id: 2 },
      { type: 'repliesCounted', id: 1, count: 0 },
    );
    expect(state.byId.get(1)).toMatchObject({ comment: '', replies_count: 0 });
    expect(state.byId.get(1)!.deleted_at).not.toBeNull();
    expect([state.byId.has(2), state.byId.has(3)]).toEqual([false, false]);
    expect(state.children.get(1)).toEqual([]);
  });

  it('shows the pinned root first and keeps one pinned', () => {
    const state = run({ type: 'page', parentId: ROOT, items: [make(1), make(2, null, { pinned_at: '2026-11-24T00:00:00.000Z' }), make(3)], nextUrl: null }, { type: 'pinned', id: 3, pinned: true });
    expect(rootIds(state)).toEqual([3, 1, 2]);
    expect(state.byId.get(2)!.pinned_at).toBeNull();
  });

  it('places the replies of a thread shown whole under their own parents', () => {
    const state = run({ type: 'page', parentId: ROOT, items: [make(1, null, { replies: [make(2, 1), make(3, 2), make(4, 1)], replies_count: 2 })], nextUrl: null });
    expect([state.children.get(1), state.children.get(2)]).toEqual([[2, 4], [3]]);
  });
});
