/** Pages, one's own new comment and live pushes all land in one tree, each comment once. */
import type { CommentDto } from '../../../shared/dto/comment.ts';

export const ROOT = 0;

export interface CommentsState {
  byId: ReadonlyMap<number, CommentDto>;
  children: ReadonlyMap<number, readonly number[]>;
  /** Where more children of a parent load from; absent when not asked yet, null when all are loaded. */
  nextUrl: ReadonlyMap<number, string | null>;
}

export type CommentsAction =
  | { type: 'reset' }
  | { type: 'page'; parentId: number; items: CommentDto[]; nextUrl: string | null }
  /** A comment written here or pushed live: a new root goes first, a reply last under its parent. */
  | { type: 'added'; comment: CommentDto }
  /** Counts move only with the server's numbers, never by a guess here. */
  | { type: 'repliesCounted'; id: number; count: number }
  | { type: 'changed'; comment: CommentDto }
  | { type: 'deleted'; id: number }
  | { type: 'branchRemoved'; id: number }
  | { type: 'pinned'; id: number; pinned: boolean };

export const EMPTY: CommentsState = { byId: new Map(), children: new Map(), nextUrl: new Map() };

const parentOf = (comment: CommentDto) => comment.parent_id ?? ROOT;

function withChildren(state: CommentsState, items: CommentDto[], parentId: number, place: 'start' | 'end') {
  const byId = new Map(state.byId);
  const children = new Map(state.children);
  const fresh = items.filter((item) => !byId.has(item.id));
  for (const item of items) {
    byId.set(item.id, { ...item, replies: [] });
    // A thread shown whole carries replies of any depth, each under its own parent.
    for (const reply of item.replies) {
      const parentId = reply.parent_id ?? item.id;
      byId.set(reply.id, reply);
      children.set(parentId, [...new Set([...(children.get(parentId) ?? []), reply.id])]);
    }
  }
  const ids = fresh.map((item) => item.id);
  const present = children.get(parentId) ?? [];
  children.set(parentId, place === 'start' ? [...ids, ...present] : [...present, ...ids]);
  return { byId, children };
}

function patch(state: CommentsState, id: number, change: (comment: CommentDto) => CommentDto): CommentsState {
  const comment = state.byId.get(id);
  if (!comment) return state;
  return { ...state, byId: new Map(state.byId).set(id, change(comment)) };
}

function descendants(state: CommentsState, id: number): number[] {
  return (state.children.get(id) ?? []).flatMap((child) => [child, ...descendants(state, child)]);
}

export function commentsReducer(state: CommentsState, action: CommentsAction): CommentsState {
  switch (action.type) {
    case 'reset':
      return EMPTY;
    case 'page': {
      const next = withChildren(state, action.items, action.parentId, 'end');
      return { ...next, nextUrl: new Map(state.nextUrl).set(action.parentId, action.nextUrl) };
    }
    case 'added': {
      const { comment } = action;
      if (state.byId.has(comment.id)) return state;
      const parentId = parentOf(comment);
      // A reply under a parent whose replies were never opened waits for them to be opened.
      if (parentId !== ROOT && !state.children.has(parentId) && (state.byId.get(parentId)?.replies_count ?? 0) > 0) return state;
      return { ...state, ...withChildren(state, [comment], parentId, parentId === ROOT ? 'start' : 'end') };
    }
    case 'repliesCounted':
      return patch(state, action.id, (row) => ({ ...row, replies_count: action.count }));
    case 'changed':
      return patch(state, action.comment.id, (row) => ({ ...action.comment, replies: [], replies_count: row.replies_count }));
    case 'deleted':
      return patch(state, action.id, (row) => ({ ...row, comment: '', deleted_at: row.deleted_at ?? new Date().toISOString(), pinned_at: null }));
    case 'branchRemoved': {
      const comment = state.byId.get(action.id);
      if (!comment) return state;
      const gone = new Set([action.id, ...descendants(state, action.id)]);
      const byId = new Map([...state.byId].filter(([id]) => !gone.has(id)));
      const children = new Map([...state.children].filter(([id]) => !gone.has(id)));
      const parentId = parentOf(comment);
      children.set(parentId, (children.get(parentId) ?? []).filter((id) => id !== action.id));
      return { ...state, byId, children };
    }
    case 'pinned': {
      const byId = new Map(state.byId);
      for (const [id, row] of byId) {
        if (id === action.id) byId.set(id, { ...row, pinned_at: action.pinned ? new Date().toISOString() : null });
        else if (action.pinned && row.pinned_at !== null) byId.set(id, { ...row, pinned_at: null });
      }
      return { ...state, byId };
    }
  }
}

export function rootIds(state: CommentsState): number[] {
  const ids = state.children.get(ROOT) ?? [];
  const pinned = ids.filter((id) => state.byId.get(id)?.pinned_at);
  return [...pinned, ...ids.filter((id) => !pinned.includes(id))];
}
