import type { BookmarkListName } from '../../../shared/dto/bookmark.ts';

/** `/bookmarks/{type}`, in one collection or in All (null). */
export function bookmarksPath(type: BookmarkListName, collection: number | null): string {
  return collection === null ? `/bookmarks/${type}` : `/bookmarks/${type}?collection=${collection}`;
}
