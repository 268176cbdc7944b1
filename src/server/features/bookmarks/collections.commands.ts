// Another member's collection answers like a missing one.
import { and, eq, sql } from 'drizzle-orm';
import { COLLECTION_LIMITS, type BookmarkCollectionDto, type BookmarkTargetType } from '../../../shared/dto/bookmark.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { bookmarkCollectionItems, bookmarkCollections, bookmarks, users } from '../../db/schema/index.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { collectionsOf } from './bookmarks.queries.ts';

function cleanName(name: string): string {
  const clean = name.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!clean) throw Invalid.field('name', 'validation.required');
  return clean;
}

/** Locks the member's row, so two tabs cannot pass the per-member limit or the unique name (case aside) together. */
async function checkNameFree(tx: Db, userId: number, name: string, except: number | null): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [taken] = await tx
    .select({ id: bookmarkCollections.id })
    .from(bookmarkCollections)
    .where(
      and(
        eq(bookmarkCollections.userId, userId),
        sql`lower(${bookmarkCollections.name}) = lower(${name})`,
        except === null ? undefined : sql`${bookmarkCollections.id} <> ${except}`,
      ),
    )
    .limit(1);
  if (taken) throw Invalid.field('name', 'bookmarks.errors.nameTaken');
}

export function createCollection(db: Db, viewer: AuthUser, name: string): Promise<BookmarkCollectionDto> {
  const clean = cleanName(name);
  return inTransaction(db, async (tx) => {
    await checkNameFree(tx, viewer.id, clean, null);
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(bookmarkCollections)
      .where(eq(bookmarkCollections.userId, viewer.id))) as [{ count: number }];
    if (count >= COLLECTION_LIMITS.perMember) throw Invalid.field('name', 'bookmarks.errors.tooMany', { max: COLLECTION_LIMITS.perMember });
    const [row] = await tx.insert(bookmarkCollections).values({ userId: viewer.id, name: clean }).returning();
    return { id: row!.id, name: row!.name, bookmarks_count: 0 };
  });
}

export function renameCollection(db: Db, viewer: AuthUser, id: number, name: string): Promise<BookmarkCollectionDto> {
  const clean = cleanName(name);
  return inTransaction(db, async (tx) => {
    await checkNameFree(tx, viewer.id, clean, id);
    const [row] = await tx
      .update(bookmarkCollections)
      .set({ name: clean })
      .where(and(eq(bookmarkCollections.id, id), eq(bookmarkCollections.userId, viewer.id)))
      .returning();
    if (!row) throw new NotFound();
    return (await collectionsOf(tx, viewer.id)).find((collection) => collection.id === row.id)!;
  });
}

export async function destroyCollection(db: Db, viewer: AuthUser, id: number): Promise<void> {
  const removed = await db
    .delete(bookmarkCollections)
    .where(and(eq(bookmarkCollections.id, id), eq(bookmarkCollections.userId, viewer.id)))
    .returning({ id: bookmarkCollections.id });
  if (removed.length === 0) throw new NotFound();
}

/** An empty list leaves the bookmark in All only. An item not bookmarked answers 404; a collection not theirs, 422. */
export function fileBookmark(db: Db, viewer: AuthUser, type: BookmarkTargetType, id: number, collectionIds: readonly number[]): Promise<number[]> {
  return inTransaction(db, async (tx) => {
    const [bookmark] = await tx
      .select({ id: bookmarks.id, createdAt: bookmarks.createdAt })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, viewer.id), eq(bookmarks.targetType, type), eq(bookmarks.targetId, id)))
      .for('update');
    if (!bookmark) throw new NotFound();
    const owned = collectionIds.length === 0 ? [] : await tx
      .select({ id: bookmarkCollections.id })
      .from(bookmarkCollections)
      .where(and(eq(bookmarkCollections.userId, viewer.id), sql`${bookmarkCollections.id} = any(${sql.param([...collectionIds])}::int[])`));
    if (owned.length !== collectionIds.length) throw Invalid.field('collection_ids', 'validation.invalid');
    await tx.delete(bookmarkCollectionItems).where(eq(bookmarkCollectionItems.bookmarkId, bookmark.id));
    if (collectionIds.length > 0) {
      await tx.insert(bookmarkCollectionItems).values(
        collectionIds.map((collectionId) => ({ collectionId, bookmarkId: bookmark.id, targetType: type, targetId: id, bookmarkedAt: bookmark.createdAt })),
      );
    }
    return [...collectionIds].sort((a, b) => a - b);
  });
}
