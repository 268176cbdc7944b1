import type { FollowableCard } from './subsite.ts';

export const SERIES_LIMITS = {
  title: 120,
  description: 500,
  perAuthor: 100,
  posts: 200,
} as const;

export function seriesUrl(id: number): string {
  return `/series/${id}`;
}

export interface SeriesDto {
  id: number;
  title: string;
  description: string;
  url: string;
  /** Every part, drafts included. */
  posts_count: number;
}

/** A part as the reader is shown it: a draft reaches only its author, marked. */
export interface SeriesPartDto {
  id: number;
  title: string;
  url: string;
  is_publish: boolean;
}

/** The series box on a post's page: the parts this reader sees, in order; the post finds its place among them. */
export interface PostSeriesDto extends SeriesDto {
  parts: SeriesPartDto[];
}

/** `user`: the author, with the reader's follow of them. */
export interface SeriesPageDto extends SeriesDto {
  user: FollowableCard;
}
