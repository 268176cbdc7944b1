/**
 * Discovery and search (spec 1, "Discovery"; spec 2, "Quick search overlay"): the filters,
 * limits and shapes shared by the server's /discovery pages and the client.
 */
import type { FollowableCard, ImageDto } from './dto/subsite.ts';

/** The filter modal's date choices: how far back posts are searched. */
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
  /** The longest query read; the fields stop typing there. */
  query: 200,
  /** Search lists and the full lists of blogs and topics load ten at a time (spec 1, section 9). */
  perPage: 10,
  /** Quick search shows three of each kind (spec 2, section 9). */
  fast: 3,
  /** Blogs and topics shown above the posts on /discovery before "Show all". */
  preview: 5,
  /** The right column's widget asks for at most this many top blogs. */
  widget: 20,
} as const;

/** How long typing rests before a search is sent (spec 1, section 9). */
export const SEARCH_DEBOUNCE_MS = 800;

/** A blog or topic in discovery's lists and the top of blogs. */
export interface SubsiteListItem extends FollowableCard {
  description: string;
  followers_count: number;
  /** The place before the last change of places (null until places have history): the rank-change arrow. */
  old_place: number | null;
}

/** A quick search result (spec 2, "Search results"). */
export interface QuickSearchItem {
  id: number;
  title: string;
  slug: string;
  url: string;
  avatar: ImageDto | null;
}

/** `GET /discovery?q&type=fast-search&perPage=3`. */
export interface FastSearchAnswer {
  users: { data: QuickSearchItem[] };
  communities: { data: QuickSearchItem[] };
}
