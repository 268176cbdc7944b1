export const GALLERY_MAX_TILES = 5;

const ROWS: Record<number, number[]> = { 1: [1], 2: [2], 3: [1, 2], 4: [2, 2], 5: [2, 3] };

export interface GalleryLayout<T> {
  rows: T[][];
  extra: number;
}

export function galleryLayout<T>(items: readonly T[]): GalleryLayout<T> {
  const visible = items.slice(0, GALLERY_MAX_TILES);
  const rows: T[][] = [];
  let start = 0;
  for (const size of ROWS[visible.length] ?? []) {
    rows.push(visible.slice(start, start + size));
    start += size;
  }
  return { rows, extra: items.length - visible.length };
}

/** The widest a card cover may be, and the tallest (16:9): a card never turns into a wall of picture. */
const COVER_RATIO_MIN = 16 / 9;
const COVER_RATIO_MAX = 3;

export interface GalleryCover<T> {
  item: T;
  extra: number;
  ratio: number;
}

/** A card shows a carousel as its first item alone: the rest stay for the post page. */
export function galleryCover<T extends { caption: { width: number | null; height: number | null } }>(items: readonly T[]): GalleryCover<T> | null {
  const item = items[0];
  if (!item) return null;
  const { width, height } = item.caption;
  const own = width && height ? width / height : COVER_RATIO_MIN;
  return { item, extra: items.length - 1, ratio: Math.min(COVER_RATIO_MAX, Math.max(COVER_RATIO_MIN, own)) };
}
