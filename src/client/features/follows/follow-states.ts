/**
 * Follow states this tab changed, so every follow button of one subsite on the page agrees at once.
 * Written only from click handlers, never during server rendering, so no reader's state stays in the server process.
 */
import { useSyncExternalStore } from 'react';
import type { FollowState } from '../../../shared/dto/subsite.ts';

export interface FollowAnswer extends FollowState {
  followers_count?: number;
}

const changed = new Map<number, FollowAnswer>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setFollowState(subsiteId: number, answer: FollowAnswer): void {
  changed.set(subsiteId, { ...answer, followers_count: answer.followers_count ?? changed.get(subsiteId)?.followers_count });
  for (const listener of listeners) listener();
}

function useAnswered(subsiteId: number): FollowAnswer | undefined {
  return useSyncExternalStore(
    subscribe,
    () => changed.get(subsiteId),
    () => undefined,
  );
}

export function useFollowState(subsiteId: number, fromProps: FollowState): FollowState {
  const own = useAnswered(subsiteId);
  return own ? { is_follow: own.is_follow, is_notify: own.is_notify } : fromProps;
}

export function useFollowersCount(subsiteId: number, fromProps: number): number {
  return useAnswered(subsiteId)?.followers_count ?? fromProps;
}
