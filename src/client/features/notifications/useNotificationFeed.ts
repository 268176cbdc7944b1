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

/** The reads a tab keeps, with `ids` read now. */
export function withReads(reads: ReadonlyMap<number, string>, ids: number[]): Map<number, string> {
  const now = new Date().toISOString();
  return new Map([...reads, ...ids.map((id) => [id, now] as const)]);
}

/** Reading is never undone: what this tab marked read stays read in a page the server counted before the mark landed. */
export function keepReads(items: NotificationDto[], reads: ReadonlyMap<number, string>): NotificationDto[] {
  return reads.size === 0 ? items : items.map((item) => (item.read_at === null && reads.has(item.id) ? { ...item, read_at: reads.get(item.id)! } : item));
}

export function useNotificationFeed() {
  const [state, setState] = useState<FeedState>(EMPTY);
  const [status, setStatus] = useState<LoadStatus>('idle');
  // Answers of an older load are dropped once a newer one has started.
  const generation = useRef(0);
  const reads = useRef<ReadonlyMap<number, string>>(new Map());

  const reload = useCallback(() => {
    const mine = ++generation.current;
    setStatus('loading');
    api(calls.notifications.list, { query: {} }).then(
      (page) => {
        if (mine !== generation.current) return;
        setState({ items: keepReads(page.data, reads.current), next: page.next_page_url, loaded: true, pages: 1 });
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
        setState((current) => ({ ...current, items: appendUnique(current.items, keepReads(page.data, reads.current)), next: page.next_page_url, pages: current.pages + 1 }));
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

  const readLocally = useCallback((ids: number[]) => {
    reads.current = withReads(reads.current, ids);
    setState((current) => ({ ...current, items: keepReads(current.items, reads.current) }));
  }, []);

  const readAll = useCallback(() => {
    readLocally(state.items.map((item) => item.id));
    markAllRead();
  }, [readLocally, state.items]);

  const readOne = useCallback(
    (id: number) => {
      readLocally([id]);
      markRead(id);
    },
    [readLocally],
  );

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
