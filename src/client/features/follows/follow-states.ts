/**
 * Follow states this tab has changed, by subsite id, so every follow button of one blog or
 * community on the page agrees at once (the post header and the owner card, feed cards), and
 * the subsite's followers count shown beside them is the one the server answered with.
 * Written only from click handlers, never during server rendering, so no reader's state can
 * stay in the server process.
 */
import { useSyncExternalStore } from 'react';
import type { FollowState } from '../../../shared/dto/subsite.ts';

/** What a follow, unfollow, bell or block call answers: the new state, and the exact followers count where the call says it. */
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

/** The latest state this tab knows: its own change, else what the page props said. */
export function useFollowState(subsiteId: number, fromProps: FollowState): FollowState {
  const own = useAnswered(subsiteId);
  return own ? { is_follow: own.is_follow, is_notify: own.is_notify } : fromProps;
}

/** The subsite's followers count: the server's answer to this tab's last follow change, else the page's. */
export function useFollowersCount(subsiteId: number, fromProps: number): number {
  return useAnswered(subsiteId)?.followers_count ?? fromProps;
}
