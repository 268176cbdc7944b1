// A notice whose row exists adds its actor to it (grouping), and an actor already on the row changes nothing, so a
// re-delivered event or a like given again after an unlike notifies no one twice.
import { inArray, sql } from 'drizzle-orm';
import { inTransaction, queryRows, type Db } from '../../db/client.ts';
import { comments, posts, type NotificationData } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { plainText } from '../../../shared/blocks/text.ts';
import { CHANNEL_DEFAULTS, type NotificationKind } from '../../../shared/dto/notification.ts';
import { matchesBlockedKeywords } from '../../../shared/keyword-filter.ts';
import { blockedKeywordsOf } from '../settings/index.ts';

export interface Notice {
  userId: number;
  kind: NotificationKind;
  /** Unique per recipient: what the notice is about (see the schema). */
  groupKey: string;
  actorId: number;
  postId: number | null;
  commentId: number | null;
  data?: NotificationData;
  /** Said by the site rather than by a member (an unpublished post): the reader's blocks do not silence it. */
  system?: boolean;
  /** The site telling a member about their own setup (a webhook switched off): they are its actor, and still told. */
  selfAddressed?: boolean;
}

/** A row created, or a grouped row that gained an actor: what the real-time push tells. */
export interface Delivered {
  id: number;
  userId: number;
  created: boolean;
}

/**
 * Nobody hears of their own action, of a blocked member's (unless the site says it), of a kind they switched off, or of
 * others' words carrying a keyword they blocked. One query for the batch, one more only when someone keeps keywords.
 */
export async function wantedNotices(db: Db, notices: readonly Notice[]): Promise<Notice[]> {
  const candidates = notices.filter((notice) => notice.selfAddressed === true || notice.userId !== notice.actorId);
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

/** One statement however many notices: unnested from arrays, its text and parameter count do not grow with them. */
export async function recordNotices(db: Db, notices: readonly Notice[]): Promise<Delivered[]> {
  const wanted = await wantedNotices(db, notices);
  if (wanted.length === 0) return [];
  return inTransaction(db, async (tx) => {
    const rows = await queryRows<{ id: number; user_id: number; kind: NotificationKind; created: boolean }>(tx, sql`
      with wanted as (
        select * from unnest(
          ${sql.param(wanted.map((notice) => notice.userId))}::int[],
          ${sql.param(wanted.map((notice) => notice.kind))}::text[],
          ${sql.param(wanted.map((notice) => notice.groupKey))}::text[],
          ${sql.param(wanted.map((notice) => notice.postId))}::int[],
          ${sql.param(wanted.map((notice) => notice.commentId))}::int[],
          ${sql.param(wanted.map((notice) => JSON.stringify(notice.data ?? {})))}::text[],
          ${sql.param(wanted.map((notice) => notice.actorId))}::int[]
        ) with ordinality as w(user_id, kind, group_key, post_id, comment_id, data, actor_id, i)
      ),
      created as (
        insert into notifications (user_id, type, group_key, post_id, comment_id, data)
        select distinct on (user_id, group_key) user_id, kind, group_key, post_id, comment_id, data::jsonb from wanted order by user_id, group_key, i
        on conflict (user_id, group_key) do nothing
        returning id, user_id, group_key
      ),
      -- The statement sees the table as it was before it: rows that existed come from there, new ones from the insert.
      target as (
        select c.id, c.user_id, c.group_key, true as created from created c
        union all
        select n.id, n.user_id, n.group_key, false from notifications n join (select distinct user_id, group_key from wanted) k using (user_id, group_key)
      ),
      joined as (
        insert into notification_actors (notification_id, actor_id)
        select t.id, w.actor_id from target t join wanted w using (user_id, group_key)
        on conflict do nothing
        returning notification_id
      ),
      -- A grouped row that gained an actor is news again.
      regrouped as (
        update notifications n set notified_at = now(), read_at = null, seen_at = null, data = n.data || w.data::jsonb
        from target t join wanted w using (user_id, group_key)
        where n.id = t.id and not t.created and t.id in (select notification_id from joined)
        returning n.id
      )
      select t.id, t.user_id, w.kind, t.created from target t join (select distinct on (user_id, group_key) * from wanted order by user_id, group_key, i) w using (user_id, group_key)
      where t.created or t.id in (select id from regrouped)`);
    const created = rows.filter((row) => row.created);
    if (created.length > 0) {
      await recordEvents(tx, ...created.map((row) => ({ type: 'notification.created' as const, notificationId: row.id, userId: row.user_id, kind: row.kind })));
    }
    return rows.map((row) => ({ id: row.id, userId: row.user_id, created: row.created }));
  });
}
