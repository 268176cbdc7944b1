/**
 * Bookmarks as the client sees them (spec 1: "Bookmark", `/bookmarks/{posts|comments}`),
 * and the collections members file them into. Calls name an item by type and id, so
 * comments use the same calls as posts once they can be bookmarked.
 */

/** The kinds of item a member can bookmark. */
export const BOOKMARK_TARGETS = ['post', 'comment'] as const;
export type BookmarkTargetType = (typeof BOOKMARK_TARGETS)[number];

/** The lists of /bookmarks/{type}, and the kind of item each holds. */
export const BOOKMARK_LISTS = { posts: 'post', comments: 'comment' } as const;
export type BookmarkListName = keyof typeof BOOKMARK_LISTS;
export type BookmarkListItem = (typeof BOOKMARK_LISTS)[BookmarkListName];

/** Pushed on the item's likes channel when its count moves: the count as the server has it, not the change. */
export interface BookmarksPush {
  id: number;
  bookmarks_count: number;
}

export const COLLECTION_LIMITS = {
  /** Characters of a collection's name, after trimming. */
  name: 60,
  /** Collections per member. */
  perMember: 50,
} as const;

export interface BookmarkCollectionDto {
  id: number;
  name: string;
  /** Bookmarks of every type in it. */
  bookmarks_count: number;
}
