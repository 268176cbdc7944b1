import type { BookmarkListName } from '../../../shared/dto/bookmark.ts';

export function bookmarksPath(type: BookmarkListName, collection: number | null): string {
  return collection === null ? `/bookmarks/${type}` : `/bookmarks/${type}?collection=${collection}`;
}
