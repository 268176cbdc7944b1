// The keyset key is the bookmark's own time and id; the skeleton's ids are the items'.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { BookmarkCollectionDto, BookmarkListItem } from '../../../shared/dto/bookmark.ts';
import type { Db } from '../../db/client.ts';
import { bookmarkCollectionItems, bookmarkCollections, bookmarks } from '../../db/schema/index.ts';
import type { TimeKey } from '../../pipeline/cursor.ts';
import { keysetTime, olderThan, skeletonOf, type PageRequest, type Skeleton } from '../../pipeline/skeleton.ts';

export const BOOKMARKS_PER_PAGE = 20;

/** `collectionId` null: All. */
export interface BookmarkList {
  userId: number;
  type: BookmarkListItem;
  collectionId: number | null;
}

interface ListColumns {
  targetId: PgColumn;
  time: PgColumn;
  bookmarkId: PgColumn;
  where: SQL;
}

/** All reads the member's bookmarks; a collection reads its items, which copy the bookmark's type and time. */
function columnsOf({ userId, type, collectionId }: BookmarkList): ListColumns {
  if (collectionId === null) {
    return {
      targetId: bookmarks.targetId,
      time: bookmarks.createdAt,
      bookmarkId: bookmarks.id,
      where: and(eq(bookmarks.userId, userId), eq(bookmarks.targetType, type))!,
    };
  }
  return {
    targetId: bookmarkCollectionItems.targetId,
    time: bookmarkCollectionItems.bookmarkedAt,
    bookmarkId: bookmarkCollectionItems.bookmarkId,
    where: and(eq(bookmarkCollectionItems.collectionId, collectionId), eq(bookmarkCollectionItems.targetType, type))!,
  };
}

const tableOf = (list: BookmarkList) => (list.collectionId === null ? bookmarks : bookmarkCollectionItems);

export async function bookmarkedItems(db: Db, list: BookmarkList, page: PageRequest<TimeKey>): Promise<Skeleton<TimeKey>> {
  const { targetId, time, bookmarkId, where } = columnsOf(list);
  const rows = await db
    .select({ id: sql<number>`${targetId}`, time: keysetTime(time), bookmarkId: sql<number>`${bookmarkId}` })
    .from(tableOf(list))
    .where(page.after ? and(where, olderThan(time, bookmarkId, page.after)) : where)
    .orderBy(desc(time), desc(bookmarkId))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): TimeKey => [row.time, row.bookmarkId]);
}

/** The list's length, over the member's own index range. */
export async function bookmarkedTotal(db: Db, list: BookmarkList): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(tableOf(list)).where(columnsOf(list).where);
  return row?.count ?? 0;
}

export async function collectionsOf(db: Db, userId: number): Promise<BookmarkCollectionDto[]> {
  return db
    .select({
      id: bookmarkCollections.id,
      name: bookmarkCollections.name,
      bookmarks_count: sql<number>`(select count(*)::int from ${bookmarkCollectionItems} where ${bookmarkCollectionItems.collectionId} = ${bookmarkCollections.id})`,
    })
    .from(bookmarkCollections)
    .where(eq(bookmarkCollections.userId, userId))
    .orderBy(asc(bookmarkCollections.createdAt), asc(bookmarkCollections.id));
}

export async function filedIn(db: Db, userId: number, type: BookmarkListItem, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookmarkCollectionItems.collectionId })
    .from(bookmarkCollectionItems)
    .innerJoin(bookmarks, eq(bookmarks.id, bookmarkCollectionItems.bookmarkId))
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.targetType, type), eq(bookmarks.targetId, id)))
    .orderBy(asc(bookmarkCollectionItems.collectionId));
  return rows.map((row) => row.id);
}
