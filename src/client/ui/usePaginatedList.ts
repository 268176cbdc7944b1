/**
 * A list that grows page by page from a paginator page prop (spec 1, "Paginator"): the next
 * page is an Inertia partial reload of just that prop, and its items are appended here.
 * Generic over the item, so feeds, comments and other lists can use it too.
 *
 * The URL stays that of the first page (a reload starts again from the top), and the grown
 * list is remembered in the history entry, so coming Back to the list finds every loaded
 * item with the scroll position on it.
 */
import { useCallback, useState } from 'react';
import { router, useRemember } from '@inertiajs/react';
import type { Paginator } from '../../shared/dto/paginator.ts';

interface ListState<T> {
  items: T[];
  next: string | null;
  /** Pages loaded so far, the first included. */
  pages: number;
}

export type LoadStatus = 'idle' | 'loading' | 'error';

export interface PaginatedList<T> {
  items: T[];
  hasMore: boolean;
  /** More than the first page has been loaded: the end of the list is worth announcing. */
  grew: boolean;
  status: LoadStatus;
  loadMore(): void;
  /** Drops an item (deleted from its menu) without reloading. */
  remove(id: number): void;
}

/** Offset pages shift when items are added meanwhile; an item already shown is not repeated. */
export function appendUnique<T extends { id: number }>(items: T[], more: T[]): T[] {
  const seen = new Set(items.map((item) => item.id));
  return [...items, ...more.filter((item) => !seen.has(item.id))];
}

export function usePaginatedList<T extends { id: number }>(paginator: Paginator<T>, prop: string): PaginatedList<T> {
  const [state, setState] = useRemember<ListState<T>>({ items: paginator.data, next: paginator.next_page_url, pages: 1 }, `list:${prop}`);
  const [status, setStatus] = useState<LoadStatus>('idle');

  const loadMore = useCallback(() => {
    if (!state.next || status === 'loading') return;
    setStatus('loading');
    const failed = () => {
      setStatus('error');
      // Handled here: no error page, no Inertia error dialog.
      return false;
    };
    router.get(
      state.next,
      {},
      {
        only: [prop],
        preserveState: true,
        preserveScroll: true,
        preserveUrl: true,
        onSuccess: (page) => {
          const more = page.props[prop] as Paginator<T>;
          setState((current) => ({ items: appendUnique(current.items, more.data), next: more.next_page_url, pages: current.pages + 1 }));
          setStatus('idle');
        },
        onHttpException: failed,
        onNetworkError: failed,
      },
    );
  }, [state.next, status, prop, setState]);

  const remove = useCallback((id: number) => setState((current) => ({ ...current, items: current.items.filter((item) => item.id !== id) })), [setState]);

  return { items: state.items, hasMore: state.next !== null, grew: state.pages > 1, status, loadMore, remove };
}
