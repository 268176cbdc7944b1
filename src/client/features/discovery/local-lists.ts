/** Browser-only lists: the server renders them empty and the page fills them after mount. */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Block } from '../../../shared/blocks/types.ts';
import type { PostDto } from '../../../shared/dto/post.ts';

export const RECENT_SEARCHES_KEY = 'discovery-recent';
export const VIEWED_POSTS_KEY = 'discovery-posts';
export const RECENT_SEARCHES_MAX = 11;
export const VIEWED_POSTS_MAX = 4;

export interface ViewedPost {
  id: number;
  title: string;
  url: string;
  comments_count: number;
  views: number;
  thumb: string | null;
}

export function remember<T>(list: readonly T[], item: T, max: number, same: (a: T, b: T) => boolean): T[] {
  return [item, ...list.filter((entry) => !same(entry, item))].slice(0, max);
}

export function thumbOf(blocks: readonly Block[]): string | null {
  for (const block of blocks) {
    if (block.type !== 'carousel') continue;
    const item = block.data.items.find((entry) => entry.caption.is_image || entry.caption.thumb);
    if (item) return item.caption.is_image ? item.url : item.caption.thumb;
  }
  return null;
}

export function viewedPostOf(post: PostDto): ViewedPost {
  return { id: post.id, title: post.title, url: post.url, comments_count: post.comments_count, views: post.views, thumb: thumbOf(post.blocks) };
}

interface LocalList<T> {
  use(): readonly T[];
  add(item: T): void;
  clear(): void;
}

const EMPTY: readonly never[] = [];

function localList<T>(key: string, max: number, isItem: (value: unknown) => value is T, same: (a: T, b: T) => boolean): LocalList<T> {
  const listeners = new Set<() => void>();
  // useSyncExternalStore needs the same array while the stored text is unchanged.
  let cached: { text: string | null; list: readonly T[] } = { text: null, list: EMPTY };

  function read(): readonly T[] {
    let text: string | null;
    try {
      text = window.localStorage.getItem(key);
    } catch {
      return EMPTY;
    }
    if (text === cached.text) return cached.list;
    let list: readonly T[] = EMPTY;
    try {
      const parsed: unknown = text ? JSON.parse(text) : [];
      if (Array.isArray(parsed)) list = parsed.filter(isItem).slice(0, max);
    } catch {
      // Someone else's value under our key: start again.
    }
    cached = { text, list };
    return list;
  }

  function write(list: readonly T[]) {
    try {
      if (list.length > 0) window.localStorage.setItem(key, JSON.stringify(list));
      else window.localStorage.removeItem(key);
    } catch {
      // Storage refused (private mode, quota): nothing is remembered.
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const fromOtherTab = (event: StorageEvent) => event.key === key && listener();
    window.addEventListener('storage', fromOtherTab);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', fromOtherTab);
    };
  }

  return {
    use: () => useSyncExternalStore(subscribe, read, () => EMPTY),
    add: (item) => write(remember(read(), item, max, same)),
    clear: () => write([]),
  };
}

const isQuery = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const isViewedPost = (value: unknown): value is ViewedPost => {
  const post = value as ViewedPost | null;
  return typeof post === 'object' && post !== null && Number.isInteger(post.id) && typeof post.title === 'string' && typeof post.url === 'string' && post.url.startsWith('/');
};

export const recentSearches = localList(RECENT_SEARCHES_KEY, RECENT_SEARCHES_MAX, isQuery, (a, b) => a.toLowerCase() === b.toLowerCase());
export const viewedPosts = localList(VIEWED_POSTS_KEY, VIEWED_POSTS_MAX, isViewedPost, (a, b) => a.id === b.id);

export function useRecordViewedPost(post: PostDto): void {
  const { id, is_publish } = post;
  const latest = useRef(post);
  latest.current = post;
  useEffect(() => {
    if (is_publish) viewedPosts.add(viewedPostOf(latest.current));
  }, [id, is_publish]);
}
