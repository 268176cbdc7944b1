import type { PostSeriesDto, SeriesPartDto } from '../../../shared/dto/series.ts';

export interface Place {
  /** 1-based, among the parts this reader is shown. */
  position: number;
  total: number;
  previous: SeriesPartDto | null;
  next: SeriesPartDto | null;
}

/** Null when the post is not among the parts shown (it cannot be, for a page the reader may open). */
export function placeOf(series: PostSeriesDto, postId: number): Place | null {
  const at = series.parts.findIndex((part) => part.id === postId);
  if (at === -1) return null;
  return { position: at + 1, total: series.parts.length, previous: series.parts[at - 1] ?? null, next: series.parts[at + 1] ?? null };
}

/** A long list shows the parts around the current one until opened. */
export const COLLAPSED_AROUND = 2;
export const COLLAPSE_FROM = 7;

export function visibleParts(parts: readonly SeriesPartDto[], position: number, expanded: boolean): SeriesPartDto[] {
  if (expanded || parts.length < COLLAPSE_FROM) return [...parts];
  const from = Math.max(0, Math.min(position - 1 - COLLAPSED_AROUND, parts.length - (2 * COLLAPSED_AROUND + 1)));
  return parts.slice(from, from + 2 * COLLAPSED_AROUND + 1);
}
