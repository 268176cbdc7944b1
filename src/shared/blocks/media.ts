/**
 * The fields of blocks that point at pictures and videos: carousel items and their thumbs,
 * and link preview images. Saving turns our own addresses in them into `/uploads/<key>`
 * references; presenting turns references back into addresses. Both walk these fields here.
 */
import type { Block } from './types.ts';

/** Stored references to our own files: `/uploads/` then the storage key. */
export const UPLOADS_PREFIX = '/uploads/';

/** A storage key: relative path segments that never start with a dot (no `..`, no hidden files). */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key) && key.length <= 512;
}

/** The stored reference of a storage key. */
export function uploadRef(key: string): string {
  return UPLOADS_PREFIX + key;
}

/** The storage key of an `/uploads/<key>` reference, or null for any other address. */
export function uploadKey(ref: string): string | null {
  if (!ref.startsWith(UPLOADS_PREFIX)) return null;
  const key = ref.slice(UPLOADS_PREFIX.length);
  return isStorageKey(key) ? key : null;
}

/** The same blocks with every media address passed through `change`; other fields untouched. */
export function mapMediaUrls(blocks: readonly Block[], change: (url: string) => string): Block[] {
  return blocks.map((block) => {
    if (block.type === 'carousel') {
      const items = block.data.items.map((item) => ({
        url: change(item.url),
        caption: { ...item.caption, thumb: item.caption.thumb === null ? null : change(item.caption.thumb) },
      }));
      return { ...block, data: { items } };
    }
    if ((block.type === 'link' || block.type === 'linkAuto') && block.data.meta.image) {
      return { ...block, data: { ...block.data, meta: { ...block.data.meta, image: { url: change(block.data.meta.image.url) } } } } as Block;
    }
    return block;
  });
}

/** Every media address the blocks hold, in order, with repeats. */
export function mediaUrlsOf(blocks: readonly Block[]): string[] {
  const urls: string[] = [];
  mapMediaUrls(blocks, (url) => {
    urls.push(url);
    return url;
  });
  return urls;
}
