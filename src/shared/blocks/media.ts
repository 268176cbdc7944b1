// Saving turns our own addresses in media fields into `/uploads/<key>` references; presenting turns
// references back into addresses. Both walk the fields here.
import type { Block } from './types.ts';

export const UPLOADS_PREFIX = '/uploads/';

/** A storage key: relative path segments that never start with a dot (no `..`, no hidden files). */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key) && key.length <= 512;
}

export function uploadRef(key: string): string {
  return UPLOADS_PREFIX + key;
}

export function uploadKey(ref: string): string | null {
  if (!ref.startsWith(UPLOADS_PREFIX)) return null;
  const key = ref.slice(UPLOADS_PREFIX.length);
  return isStorageKey(key) ? key : null;
}

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

export function mediaUrlsOf(blocks: readonly Block[]): string[] {
  const urls: string[] = [];
  mapMediaUrls(blocks, (url) => {
    urls.push(url);
    return url;
  });
  return urls;
}
