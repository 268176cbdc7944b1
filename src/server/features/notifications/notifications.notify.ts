/**
 * How a notification comes to be: the subscribers turn domain events into notices, the one
 * rule (`wantedNotices`) drops those nobody should get, and `recordNotices` writes the rest
 * idempotently — a notice whose row exists adds its actor to it (grouping), and an actor
 * already on the row changes nothing, so a re-delivered event or a like given again after
 * an unlike notifies no one twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { notificationActors, notifications, type NotificationData } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { CHANNEL_DEFAULTS, type NotificationKind } from '../../../shared/dto/notification.ts';

export interface Notice {
  /** Who is told. */
  userId: number;
  kind: NotificationKind;
  /** Unique per recipient: what the notice is about (see the schema). */
  groupKey: string;
  /** Who acted. */
  actorId: number;
  postId: number | null;
  commentId: number | null;
  data?: NotificationData;
  /** Said by the site rather than by a member (an unpublished post): the reader's blocks do not silence it. */
  system?: boolean;
}

/** A row created, or a grouped row that gained an actor: what the real-time push tells. */
export interface Delivered {
  id: number;
  userId: number;
  created: boolean;
}

/**
 * The one rule of who hears what: nobody about their own action, nobody about what a member
 * they block did (unless the site says it), nobody about a kind they switched off in the app.
 * It asks the database once for the whole batch. Further filters (keyword lists) join here.
 */
export async function wantedNotices(db: Db, notices: readonly Notice[]): Promise<Notice[]> {
  const candidates = notices.filter((notice) => notice.userId !== notice.actorId);
  if (candidates.length === 0) return [];
  const rows = await queryRows<{ i: string | number }>(db, sql`
    select n.i from unnest(
      ${sql.param(candidates.map((notice) => notice.userId))}::int[],
      ${sql.param(candidates.map((notice) => notice.actorId))}::int[],
      ${sql.param(candidates.map((notice) => `${notice.kind}:site`))}::text[],
      ${sql.param(candidates.map((notice) => notice.system === true))}::boolean[]
    ) with ordinality as n(user_id, actor_id, setting, system, i)
    join users u on u.id = n.user_id
    where coalesce((u.notification_settings ->> n.setting)::boolean, ${sql.raw(String(CHANNEL_DEFAULTS.site))})
      and (n.system or not exists (select 1 from ignored_subsites s where s.user_id = n.user_id and s.subsite_id = n.actor_id))`);
  return rows.map((row) => candidates[Number(row.i) - 1]!);
}

/** Writes the notices the rule lets through, in one transaction; answers what changed. */
export async function recordNotices(db: Db, notices: readonly Notice[]): Promise<Delivered[]> {
  const wanted = await wantedNotices(db, notices);
  if (wanted.length === 0) return [];
  return db.transaction(async (tx) => {
    const delivered: Delivered[] = [];
    for (const notice of wanted) {
      const result = await recordNotice(tx as unknown as Db, notice);
      if (result) delivered.push(result);
    }
    return delivered;
  });
}

async function recordNotice(tx: Db, notice: Notice): Promise<Delivered | null> {
  const [inserted] = await tx
    .insert(notifications)
    .values({ userId: notice.userId, type: notice.kind, groupKey: notice.groupKey, postId: notice.postId, commentId: notice.commentId, data: notice.data ?? {} })
    .onConflictDoNothing({ target: [notifications.userId, notifications.groupKey] })
    .returning({ id: notifications.id });
  const id =
    inserted?.id ??
    (await tx.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.userId, notice.userId), eq(notifications.groupKey, notice.groupKey))))[0]?.id;
  if (id === undefined) return null;
  const [joined] = await tx.insert(notificationActors).values({ notificationId: id, actorId: notice.actorId }).onConflictDoNothing().returning({ id: notificationActors.notificationId });
  if (inserted) {
    await recordEvents(tx, { type: 'notification.created', notificationId: id, userId: notice.userId, kind: notice.kind });
    return { id, userId: notice.userId, created: true };
  }
  if (!joined) return null;
  // A grouped row gained an actor: it is news again.
  await tx
    .update(notifications)
    .set({ notifiedAt: sql`now()`, readAt: null, seenAt: null, data: sql`${notifications.data} || ${JSON.stringify(notice.data ?? {})}::jsonb` })
    .where(eq(notifications.id, id));
  return { id, userId: notice.userId, created: false };
}
