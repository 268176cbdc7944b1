/** The URL stays the first page's and the grown list is kept in the history entry, so Back finds every loaded item. */
import { useCallback, useState } from 'react';
import { router } from '@inertiajs/react';
import { useRemembered } from '../platform/remembered.ts';
import type { Paginator } from '../../shared/dto/paginator.ts';

interface ListState<T> {
  items: T[];
  next: string | null;
  pages: number;
}

export type LoadStatus = 'idle' | 'loading' | 'error';

export interface PaginatedList<T> {
  items: T[];
  hasMore: boolean;
  grew: boolean;
  status: LoadStatus;
  loadMore(): void;
  remove(id: number): void;
}

/** Offset pages shift when items are added meanwhile; an item already shown is not repeated. */
export function appendUnique<T extends { id: number }>(items: T[], more: T[]): T[] {
  const seen = new Set(items.map((item) => item.id));
  return [...items, ...more.filter((item) => !seen.has(item.id))];
}

export function usePaginatedList<T extends { id: number }>(paginator: Paginator<T>, prop: string): PaginatedList<T> {
  const [state, setState] = useRemembered<ListState<T>>({ items: paginator.data, next: paginator.next_page_url, pages: 1 }, `list:${prop}`);
  const [status, setStatus] = useState<LoadStatus>('idle');

  const loadMore = useCallback(() => {
    if (!state.next || status === 'loading') return;
    setStatus('loading');
    let landed = false;
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
        // Asynchronous, so the next page never interrupts the visit of a post the reader clicked
        // meanwhile; that visit cancels it instead.
        async: true,
        preserveState: true,
        preserveScroll: true,
        preserveUrl: true,
        // The router drops a page that comes back after the reader left, yet still calls onSuccess, with
        // the page they went to; onBeforeUpdate runs only for a page that lands. The list grows in
        // onSuccess, after the router has written the history entry its remembered state goes into.
        onBeforeUpdate: () => {
          landed = true;
        },
        onSuccess: (page) => {
          if (!landed) return;
          const more = page.props[prop] as Paginator<T>;
          setState((current) => ({ items: appendUnique(current.items, more.data), next: more.next_page_url, pages: current.pages + 1 }));
          setStatus('idle');
        },
        onCancel: () => setStatus('idle'),
        onHttpException: failed,
        onNetworkError: failed,
      },
    );
  }, [state.next, status, prop, setState]);

  const remove = useCallback((id: number) => setState((current) => ({ ...current, items: current.items.filter((item) => item.id !== id) })), [setState]);

  return { items: state.items, hasMore: state.next !== null, grew: state.pages > 1, status, loadMore, remove };
}
