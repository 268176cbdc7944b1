// Marking seen or read records an event when the counters moved, so the member's other pages hear them.
import { and, desc, eq, inArray, isNull, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client.ts';
import { follows, notifications, postBells, users } from '../../db/schema/index.ts';
import type { TimeKey } from '../../pipeline/cursor.ts';
import { keysetTime, olderThan, skeletonOf, type PageRequest, type Skeleton } from '../../pipeline/skeleton.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { NOTIFICATION_LIMITS, type NotificationCounters } from '../../../shared/dto/notification.ts';
import type { Language } from '../../../shared/dto/user.ts';

export async function notificationSkeleton(db: Db, userId: number, page: PageRequest<TimeKey>): Promise<Skeleton<TimeKey>> {
  const mine = eq(notifications.userId, userId);
  const rows = await db
    .select({ id: notifications.id, time: keysetTime(notifications.notifiedAt) })
    .from(notifications)
    .where(page.after ? and(mine, olderThan(notifications.notifiedAt, notifications.id, page.after)) : mine)
    .orderBy(desc(notifications.notifiedAt), desc(notifications.id))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): TimeKey => [row.time, row.id]);
}

/** Counted over the partial indexes, up to a bound: a badge never needs more. */
const countedWhere = (userId: number | SQLWrapper, column: 'seen_at' | 'read_at') =>
  sql<number>`(select count(*)::int from (select 1 from ${notifications} where ${notifications.userId} = ${userId} and ${sql.identifier(column)} is null limit ${sql.raw(String(NOTIFICATION_LIMITS.countedUpTo))}) counted)`;

/** The two counters as SQL expressions, for the member shell's single statement. */
export const counterColumns = (userId: SQLWrapper) => ({
  notSaw: countedWhere(userId, 'seen_at').mapWith(Number),
  notRead: countedWhere(userId, 'read_at').mapWith(Number),
});

export async function countersOf(db: Db, userIds: readonly number[]): Promise<Map<number, NotificationCounters>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: notifications.userId,
      notSaw: sql<number>`count(*) filter (where ${notifications.seenAt} is null)::int`,
      notRead: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
    })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...new Set(userIds)]), sql`(${notifications.seenAt} is null or ${notifications.readAt} is null)`))
    .groupBy(notifications.userId);
  const found = new Map(rows.map((row) => [row.userId, { notSawNotifications: row.notSaw, notReadNotifications: row.notRead }]));
  return new Map(userIds.map((id) => [id, found.get(id) ?? { notSawNotifications: 0, notReadNotifications: 0 }]));
}

async function recordRead(tx: Db, userId: number, changed: number): Promise<void> {
  if (changed > 0) await recordEvents(tx, { type: 'notifications.read', userId });
}

export async function markAllSeen(db: Db, userId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ seenAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt)))
      .returning({ id: notifications.id });
    await recordRead(tx, userId, rows.length);
  });
}

/** Reading implies seeing. */
export async function markAllRead(db: Db, userId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: sql`now()`, seenAt: sql`coalesce(${notifications.seenAt}, now())` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    await recordRead(tx, userId, rows.length);
  });
}

/** False when the member has no such notification (someone else's answers alike). */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: notifications.id, unread: sql<boolean>`${notifications.readAt} is null`.mapWith(Boolean) })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
    if (!row) return false;
    if (row.unread) {
      await tx
        .update(notifications)
        .set({ readAt: sql`now()`, seenAt: sql`coalesce(${notifications.seenAt}, now())` })
        .where(eq(notifications.id, id));
      await recordRead(tx, userId, 1);
    }
    return true;
  });
}

export async function languageOf(db: Db, userId: number): Promise<Language | undefined> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language;
}

export async function bellFollowersOf(db: Db, subsiteIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: follows.userId })
    .from(follows)
    .where(and(inArray(follows.subsiteId, [...new Set(subsiteIds)]), eq(follows.bell, true)));
  return rows.map((row) => row.userId);
}

export async function postBellsOf(db: Db, postId: number): Promise<number[]> {
  const rows = await db.select({ userId: postBells.userId }).from(postBells).where(eq(postBells.postId, postId));
  return rows.map((row) => row.userId);
}

/** Notices about deleted comments go, so no badge counts what the list no longer shows. Answers the members who had some. */
export async function forgetComments(db: Db, commentIds: readonly number[]): Promise<number[]> {
  if (commentIds.length === 0) return [];
  const rows = await db.delete(notifications).where(inArray(notifications.commentId, [...new Set(commentIds)])).returning({ userId: notifications.userId });
  return [...new Set(rows.map((row) => row.userId))];
}

/** The unpublished notice stays: its author may still look for why. Answers the members who had some. */
export async function forgetPost(db: Db, postId: number): Promise<number[]> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.postId, postId), ne(notifications.type, 'post_unpublished')))
    .returning({ userId: notifications.userId });
  return [...new Set(rows.map((row) => row.userId))];
}
