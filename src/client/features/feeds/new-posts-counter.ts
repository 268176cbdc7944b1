/** Kept in localStorage so every tab shows the same dot; read only after mount, as the server renders no dot. */
import { useSyncExternalStore } from 'react';

function localCounter(KEY: string) {
const listeners = new Set<() => void>();

function read(): number {
  try {
    const value = Number(window.localStorage.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

function write(value: number) {
  try {
    if (value > 0) window.localStorage.setItem(KEY, String(value));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the counter lives only as long as the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

return {
  grow: () => write(read() + 1),
  clear: () => read() > 0 && write(0),
  useCount: () => useSyncExternalStore(subscribe, read, () => 0),
};
}

export const newPostsCounter = localCounter('new-feed-posts-counter');
export const myFeedPostsCounter = localCounter('my-feed-posts-counter');

export function useNewPostsCount(): number {
  return newPostsCounter.useCount();
}

export function useMyFeedPostsCount(): number {
  return myFeedPostsCounter.useCount();
}
