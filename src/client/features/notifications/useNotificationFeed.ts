/** A pushed notification empties the list: the next look loads it afresh, as the spec says. */
import { useCallback, useRef, useState } from 'react';
import { calls } from '../../../shared/api/index.ts';
import type { NotificationDto } from '../../../shared/dto/notification.ts';
import { api, nextPage } from '../../platform/api.ts';
import { appendUnique, type LoadStatus } from '../../ui/usePaginatedList.ts';
import { announceAllRead, announceCounters } from './notification-counters.ts';

interface FeedState {
  items: NotificationDto[];
  next: string | null;
  loaded: boolean;
  pages: number;
}

const EMPTY: FeedState = { items: [], next: null, loaded: false, pages: 0 };

export function useNotificationFeed() {
  const [state, setState] = useState<FeedState>(EMPTY);
  const [status, setStatus] = useState<LoadStatus>('idle');
  // Answers of an older load are dropped once a newer one has started.
  const generation = useRef(0);

  const reload = useCallback(() => {
    const mine = ++generation.current;
    setStatus('loading');
    api(calls.notifications.list, { query: {} }).then(
      (page) => {
        if (mine !== generation.current) return;
        setState({ items: page.data, next: page.next_page_url, loaded: true, pages: 1 });
        setStatus('idle');
      },
      () => mine === generation.current && setStatus('error'),
    );
  }, []);

  const loadMore = useCallback(() => {
    if (!state.next || status === 'loading') return;
    const mine = generation.current;
    setStatus('loading');
    nextPage(calls.notifications.list, state.next).then(
      (page) => {
        if (mine !== generation.current) return;
        setState((current) => ({ ...current, items: appendUnique(current.items, page.data), next: page.next_page_url, pages: current.pages + 1 }));
        setStatus('idle');
      },
      () => mine === generation.current && setStatus('error'),
    );
  }, [state.next, status]);

  const clear = useCallback(() => {
    generation.current++;
    setState(EMPTY);
    setStatus('idle');
  }, []);

  const readAll = useCallback(() => {
    const now = new Date().toISOString();
    setState((current) => ({ ...current, items: current.items.map((item) => ({ ...item, read_at: item.read_at ?? now })) }));
    markAllRead();
  }, []);

  const readOne = useCallback((id: number) => {
    const now = new Date().toISOString();
    setState((current) => ({ ...current, items: current.items.map((item) => (item.id === id ? { ...item, read_at: item.read_at ?? now } : item)) }));
    api(calls.notifications.read, { params: { id } }).then(announceCounters, () => undefined);
  }, []);

  return { ...state, status, hasMore: state.next !== null, grew: state.pages > 1, reload, loadMore, clear, readAll, readOne };
}

export function markAllSeen() {
  api(calls.notifications.sawAll).then(announceCounters, () => undefined);
}

export function markRead(id: number) {
  api(calls.notifications.read, { params: { id } }).then(announceCounters, () => undefined);
}

export function markAllRead() {
  announceAllRead();
  api(calls.notifications.readAll).then(announceCounters, () => undefined);
}
export type NotificationFeed = ReturnType<typeof useNotificationFeed>;
