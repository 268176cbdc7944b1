export interface GifResult {
  /** The GIF service's id; `POST /media/gifs` keeps that GIF as the viewer's media. */
  id: string;
  /** A small preview for the grid (the service's `tinygif`). */
  url: string;
  width: number;
  height: number;
  /** The service's description, for the picture's alt text; may be empty. */
  title: string;
}

export interface GifPage {
  results: GifResult[];
  /** The cursor of the next page; null at the end. */
  next: string | null;
}

export const GIF_LIMITS = {
  perPage: 18,
  query: 100,
  token: 64,
  /** The picker waits this long after the last keystroke (spec 1: 600 ms). */
  debounceMs: 600,
  /** What the picker searches before the reader types anything (spec 1). */
  defaultQuery: 'cat meme',
} as const;

/** A GIF id and a paging cursor as the service gives them (Tenor's cursor is URL-safe base64). */
export const GIF_ID_PATTERN = '^[A-Za-z0-9_-]+$';
export const GIF_POS_PATTERN = '^[A-Za-z0-9_.:=+/-]+$';
