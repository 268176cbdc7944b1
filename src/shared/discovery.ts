import type { FollowableCard, ImageDto } from './dto/subsite.ts';

export const SEARCH_DATES = ['all', 'day', 'week', 'month', 'year'] as const;
export type SearchDate = (typeof SEARCH_DATES)[number];

/** onlyTitle: the words must be in the title; official: editorial posts only. */
export const SEARCH_SCOPES = ['onlyTitle', 'official'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

export interface SearchFilters {
  date: SearchDate;
  scopes: SearchScope[];
}

export const SEARCH_LIMITS = {
  query: 200,
  perPage: 10,
  fast: 3,
  preview: 5,
  widget: 20,
} as const;

export const SEARCH_DEBOUNCE_MS = 800;

export interface SubsiteListItem extends FollowableCard {
  description: string;
  followers_count: number;
  /** The place before the last change of places (null until places have history): the rank-change arrow. */
  old_place: number | null;
}

export interface QuickSearchItem {
  id: number;
  title: string;
  slug: string;
  url: string;
  avatar: ImageDto | null;
}

export interface FastSearchAnswer {
  users: { data: QuickSearchItem[] };
  communities: { data: QuickSearchItem[] };
}
