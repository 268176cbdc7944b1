/** Written only from click handlers, never during server rendering, so no reader's state stays in the server process. */
import { useSyncExternalStore } from 'react';
import type { PostDto } from '../../../shared/dto/post.ts';

const posts = new Set<number>();
const subsites = new Set<number>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function markHidden(kind: 'post' | 'subsite', id: number, hidden: boolean): void {
  const set = kind === 'post' ? posts : subsites;
  if (hidden) set.add(id);
  else set.delete(id);
  for (const listener of listeners) listener();
}

const isHidden = (post: Pick<PostDto, 'id' | 'user' | 'category'>) =>
  posts.has(post.id) || subsites.has(post.user.id) || (post.category !== null && subsites.has(post.category.id));

/**
 * The answer is the store's snapshot, so a card hydrating takes the server's (nothing hidden) and matches its
 * HTML: a reader can hide a topic before the feed's last cards have hydrated, and those cards leave right after.
 */
export function useHiddenNow(post: Pick<PostDto, 'id' | 'user' | 'category'>): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isHidden(post),
    () => false,
  );
}
