import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { COMMENT_SORTS, type CommentCountsPush, type CommentDto, type CommentSort } from '../../../shared/dto/comment.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { api, nextPage } from '../../platform/api.ts';
import { useChannel } from '../../platform/useChannel.ts';
import { commentsReducer, EMPTY, ROOT, type CommentsAction, type CommentsState } from './comments-store.ts';

const SORT_KEY = 'comments-sort';

function storedSort(): CommentSort {
  try {
    const value = window.localStorage.getItem(SORT_KEY);
    return COMMENT_SORTS.find((sort) => sort === value) ?? 'popular';
  } catch {
    return 'popular';
  }
}

function focusedComment(): number | null {
  const id = Number(new URLSearchParams(window.location.search).get('comment'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export type LoadStatus = 'loading' | 'idle' | 'error';

export interface CommentThread {
  state: CommentsState;
  dispatch(action: CommentsAction): void;
  sort: CommentSort;
  setSort(sort: CommentSort): void;
  status: LoadStatus;
  loadMore(parentId?: number): Promise<void>;
  /** The comment of the single-thread view (`?comment=`), whose thread alone is loaded. */
  focusId: number | null;
}

/** The server's first page in the state, so it is in the HTML and needs no request. */
const startWith = (first: Paginator<CommentDto> | null): CommentsState =>
  first ? commentsReducer(EMPTY, { type: 'page', parentId: ROOT, items: first.data, nextUrl: first.next_page_url }) : EMPTY;

export function useCommentThread(postId: number, first: Paginator<CommentDto> | null = null): CommentThread {
  const [state, dispatch] = useReducer(commentsReducer, first, startWith);
  // The server renders the default; the reader's own choice applies once the page runs.
  const [sort, setSortState] = useState<CommentSort | null>(null);
  const [status, setStatus] = useState<LoadStatus>(first ? 'idle' : 'loading');
  const [focusId, setFocusId] = useState<number | null>(null);
  // The rendered page serves as long as the reader keeps the default order and no thread is asked for.
  const rendered = useRef(first !== null);

  // Read together after mount, so the first load already knows both. When the rendered page serves,
  // nothing changes, and the thread is not rendered again for nothing.
  useEffect(() => {
    const focus = focusedComment();
    const stored = storedSort();
    if (rendered.current && focus === null && stored === 'popular') return;
    setFocusId(focus);
    setSortState(stored);
  }, []);

  const setSort = useCallback((next: CommentSort) => {
    try {
      window.localStorage.setItem(SORT_KEY, next);
    } catch {
      // Private modes may refuse storage; the choice then lasts for this page.
    }
    setSortState(next);
  }, []);

  const loadRoots = useCallback(
    async (url: string | null, chosen: CommentSort) => {
      setStatus('loading');
      try {
        const query = focusId === null ? { type: chosen } : { commentId: focusId };
        const page = url ? await nextPage(calls.comments.ofPost, url) : await api(calls.comments.ofPost, { params: { id: postId }, query });
        dispatch({ type: 'page', parentId: ROOT, items: page.data, nextUrl: page.next_page_url });
        setStatus('idle');
      } catch {
        setStatus('error');
      }
    },
    [postId, focusId],
  );

  useEffect(() => {
    if (sort === null) return;
    const keep = rendered.current && sort === 'popular' && focusId === null;
    rendered.current = false;
    if (keep) return;
    dispatch({ type: 'reset' });
    void loadRoots(null, sort);
  }, [sort, focusId, loadRoots]);

  const loadMore = useCallback(
    async (parentId = ROOT) => {
      if (parentId === ROOT) {
        if (sort) await loadRoots(state.nextUrl.get(ROOT) ?? null, sort);
        return;
      }
      const url = state.nextUrl.get(parentId);
      if (url === null) return;
      const page = url ? await nextPage(calls.comments.replies, url) : await api(calls.comments.replies, { params: { id: parentId }, query: {} });
      dispatch({ type: 'page', parentId, items: page.data, nextUrl: page.next_page_url });
    },
    [sort, state.nextUrl, loadRoots],
  );

  // The comment goes in before its parent's new count: whether a reply shows depends on the
  // replies its parent had. One's own comments come too (the answer and the push may arrive in
  // either order); the tree keeps each comment once.
  const countParent = ({ parent }: CommentCountsPush) => {
    if (parent) dispatch({ type: 'repliesCounted', id: parent.id, count: parent.replies_count });
  };
  useChannel(channels.newComment(postId), (event, data) => {
    if (event !== pushes.newComment) return;
    dispatch({ type: 'added', comment: data.comment });
    countParent(data);
  });
  useChannel(channels.deletedComment(postId), (event, data) => {
    if (event !== pushes.deletedComment) return;
    dispatch(data.branch ? { type: 'branchRemoved', id: data.id } : { type: 'deleted', id: data.id });
    countParent(data);
  });

  // One object while nothing in it changes: every comment of the thread reads it from context.
  return useMemo(() => ({ state, dispatch, sort: sort ?? 'popular', setSort, status, loadMore, focusId }), [state, sort, setSort, status, loadMore, focusId]);
}
