export const BOOKMARK_TARGETS = ['post', 'comment'] as const;
export type BookmarkTargetType = (typeof BOOKMARK_TARGETS)[number];

export const BOOKMARK_LISTS = { posts: 'post', comments: 'comment' } as const;
export type BookmarkListName = keyof typeof BOOKMARK_LISTS;
export type BookmarkListItem = (typeof BOOKMARK_LISTS)[BookmarkListName];

/** Pushed on the item's likes channel when its count moves: the count as the server has it, not the change. */
export interface BookmarksPush {
  id: number;
  bookmarks_count: number;
}

export const COLLECTION_LIMITS = {
  name: 60,
  perMember: 50,
} as const;

export interface BookmarkCollectionDto {
  id: number;
  name: string;
  bookmarks_count: number;
}
