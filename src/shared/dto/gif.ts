/** The comment form's GIF picker: one search result and the search's limits (spec 1, "GIF result"). */
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
  /** Results per page (spec 1: 18). */
  perPage: 18,
  /** Characters of a search query. */
  query: 100,
  /** Characters of a paging cursor or a GIF id as the service gives them. */
  token: 64,
  /** The picker waits this long after the last keystroke (spec 1: 600 ms). */
  debounceMs: 600,
  /** What the picker searches before the reader types anything (spec 1). */
  defaultQuery: 'cat meme',
} as const;

/** A GIF id and a paging cursor as the service gives them (Tenor's cursor is URL-safe base64). */
export const GIF_ID_PATTERN = '^[A-Za-z0-9_-]+$';
export const GIF_POS_PATTERN = '^[A-Za-z0-9_.:=+/-]+$';
