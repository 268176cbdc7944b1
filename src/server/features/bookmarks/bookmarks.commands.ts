// The item's row is locked first, so members bookmarking one post at once leave an exact count. A repeated add or remove
// changes nothing and answers the same count.
import { and, eq, sql } from 'drizzle-orm';
import type { BookmarkTargetType } from '../../../shared/dto/bookmark.ts';
import { inTransaction, queryRows, type Db } from '../../db/client.ts';
import { bookmarks } from '../../db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { BOOKMARK_TARGET_REGISTRY } from './bookmarks.targets.ts';

type Change = (tx: Db) => Promise<boolean>;

/** Runs `change` with the item locked, then moves its counter by `delta` if `change` did something. */
function withLockedItem(db: Db, viewer: AuthUser, type: BookmarkTargetType, id: number, delta: 1 | -1, change: Change): Promise<{ bookmarks: number }> {
  const target = BOOKMARK_TARGET_REGISTRY[type];
  return inTransaction(db, async (tx) => {
    const item = await target.lock(tx, id);
    if (!item) throw new NotFound();
    const changed = await change(tx);
    const step = changed ? delta : 0;
    if (changed) await recordEvents(tx, { type: delta === 1 ? 'bookmark.added' : 'bookmark.removed', target: type, targetId: id, ...item, userId: viewer.id });
    const [row] = await queryRows<{ bookmarks_count: number }>(
      tx,
      sql`update ${target.table} set bookmarks_count = greatest(bookmarks_count + ${step}, 0) where id = ${id} returning bookmarks_count`,
    );
    return { bookmarks: row!.bookmarks_count };
  });
}

export function addBookmark(db: Db, viewer: AuthUser, type: BookmarkTargetType, id: number) {
  return withLockedItem(db, viewer, type, id, 1, async (tx) => {
    const added = await tx
      .insert(bookmarks)
      .values({ userId: viewer.id, targetType: type, targetId: id })
      .onConflictDoNothing()
      .returning({ id: bookmarks.id });
    return added.length > 0;
  });
}

export function removeBookmark(db: Db, viewer: AuthUser, type: BookmarkTargetType, id: number) {
  return withLockedItem(db, viewer, type, id, -1, async (tx) => {
    const removed = await tx
      .delete(bookmarks)
      .where(and(eq(bookmarks.userId, viewer.id), eq(bookmarks.targetType, type), eq(bookmarks.targetId, id)))
      .returning({ id: bookmarks.id });
    return removed.length > 0;
  });
}
