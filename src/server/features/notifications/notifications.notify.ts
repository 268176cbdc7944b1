/**
 * How a notification comes to be: the subscribers turn domain events into notices, the one
 * rule (`wantedNotices`) drops those nobody should get, and `recordNotices` writes the rest
 * idempotently — a notice whose row exists adds its actor to it (grouping), and an actor
 * already on the row changes nothing, so a re-delivered event or a like given again after
 * an unlike notifies no one twice.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { comments, notificationActors, notifications, posts, type NotificationData } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { plainText } from '../../../shared/blocks/text.ts';
import { CHANNEL_DEFAULTS, type NotificationKind } from '../../../shared/dto/notification.ts';
import { matchesBlockedKeywords } from '../../../shared/keyword-filter.ts';
import { blockedKeywordsOf } from '../settings/settings.queries.ts';

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
 * and nobody about someone else's words that carry a word or hashtag on their blocked list
 * (shared/keyword-filter.ts). It asks the database once for the whole batch, and once more
 * only when a recipient keeps a keyword list.
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
  const allowed = rows.map((row) => candidates[Number(row.i) - 1]!);
  return withoutBlockedKeywords(db, allowed);
}

/** A reply, a comment or a new post is someone else's writing; likes and reactions are about the reader's own. */
const QUOTES_WRITING: ReadonlySet<NotificationKind> = new Set(['comment_reply', 'post_comment', 'new_post']);

async function withoutBlockedKeywords(db: Db, notices: Notice[]): Promise<Notice[]> {
  const quoting = notices.filter((notice) => QUOTES_WRITING.has(notice.kind));
  const keywords = await blockedKeywordsOf(db, quoting.map((notice) => notice.userId));
  if (keywords.size === 0) return notices;
  const texts = await writingOf(db, quoting.filter((notice) => keywords.has(notice.userId)));
  return notices.filter((notice) => {
    const words = QUOTES_WRITING.has(notice.kind) ? keywords.get(notice.userId) : undefined;
    return !words || !matchesBlockedKeywords(words, texts.get(notice) ?? '');
  });
}

/** The text each notice would show: the comment's for comment kinds, the post's title and blocks for a new post. */
async function writingOf(db: Db, notices: readonly Notice[]): Promise<Map<Notice, string>> {
  const commentIds = notices.flatMap((notice) => (notice.commentId === null ? [] : [notice.commentId]));
  const postIds = notices.flatMap((notice) => (notice.commentId === null && notice.postId !== null ? [notice.postId] : []));
  const [commentRows, postRows] = await Promise.all([
    commentIds.length === 0 ? [] : db.select({ id: comments.id, text: comments.text }).from(comments).where(inArray(comments.id, commentIds)),
    postIds.length === 0 ? [] : db.select({ id: posts.id, title: posts.title, blocks: posts.blocks }).from(posts).where(inArray(posts.id, postIds)),
  ]);
  const commentText = new Map(commentRows.map((row) => [row.id, row.text]));
  const postText = new Map(postRows.map((row) => [row.id, `${row.title}\n${plainText(row.blocks)}`]));
  return new Map(notices.map((notice) => [notice, (notice.commentId === null ? postText.get(notice.postId!) : commentText.get(notice.commentId)) ?? '']));
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
