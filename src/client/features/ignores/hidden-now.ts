/** Written only from click handlers, never during server rendering, so no reader's state stays in the server process. */
import { useSyncExternalStore } from 'react';
import type { PostDto } from '../../../shared/dto/post.ts';

const posts = new Set<number>();
const subsites = new Set<number>();
const listeners = new Set<() => void>();
let version = 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  version++;
  for (const listener of listeners) listener();
}

export function markHidden(kind: 'post' | 'subsite', id: number, hidden: boolean): void {
  const set = kind === 'post' ? posts : subsites;
  if (hidden) set.add(id);
  else set.delete(id);
  changed();
}

export function useHiddenNow(post: Pick<PostDto, 'id' | 'user' | 'category'>): boolean {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  return posts.has(post.id) || subsites.has(post.user.id) || (post.category !== null && subsites.has(post.category.id));
}
