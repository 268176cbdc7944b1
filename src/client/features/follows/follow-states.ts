/**
 * Follow states this tab has changed, by subsite id, so every follow button of one blog or
 * community on the page agrees at once (the post header and the owner card, feed cards).
 * Written only from click handlers, never during server rendering, so no reader's state can
 * stay in the server process.
 */
import { useSyncExternalStore } from 'react';
import type { FollowState } from '../../../shared/dto/subsite.ts';

const changed = new Map<number, FollowState>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setFollowState(subsiteId: number, state: FollowState): void {
  changed.set(subsiteId, state);
  for (const listener of listeners) listener();
}

/** The latest state this tab knows: its own change, else what the page props said. */
export function useFollowState(subsiteId: number, fromProps: FollowState): FollowState {
  const own = useSyncExternalStore(
    subscribe,
    () => changed.get(subsiteId),
    () => undefined,
  );
  return own ?? fromProps;
}
