/**
 * Derived from the seeded rows by the same rule as live delivery (own actions and blocked members
 * never), grouped by the live group keys. Written directly rather than through the outbox: a seed
 * must not send a letter or a push for things that "happened" before the site existed.
 */
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { comments, follows, itemReactions, notificationActors, notifications, posts, subsites } from '../db/schema/index.ts';
import { wantedNotices, type Notice } from '../features/notifications/notifications.notify.ts';

const HOUR_MS = 60 * 60 * 1000;
/** What a person's list keeps: a few pages, not everything the seed ever did. */
const PER_PERSON = 45;
/** New posts of followed blogs are news for a few days only. */
const NEW_POST_DAYS = 4;
const BATCH = 200;

type Timed = Notice & { at: Date };

interface Group {
  notice: Notice;
  actors: Array<{ id: number; at: Date }>;
  at: Date;
}

export async function seedDemoNotifications(db: Db): Promise<number> {
  const timed = [...(await commentNotices(db)), ...(await followerNotices(db)), ...(await reactionNotices(db)), ...(await newPostNotices(db))];
  const wanted = new Set(await wantedNotices(db, timed));
  const groups = new Map<string, Group>();
  for (const notice of timed) {
    if (!wanted.has(notice)) continue;
    const key = `${notice.userId}|${notice.groupKey}`;
    const group = groups.get(key) ?? { notice, actors: [], at: notice.at };
    if (!group.actors.some((actor) => actor.id === notice.actorId)) group.actors.push({ id: notice.actorId, at: notice.at });
    if (notice.at > group.at) group.at = notice.at;
    groups.set(key, group);
  }

  const byPerson = new Map<number, Group[]>();
  for (const group of groups.values()) byPerson.set(group.notice.userId, [...(byPerson.get(group.notice.userId) ?? []), group]);
  const kept = [...byPerson.values()].flatMap((list) => list.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, PER_PERSON));

  const now = Date.now();
  let written = 0;
  for (let start = 0; start < kept.length; start += BATCH) {
    const batch = kept.slice(start, start + BATCH);
    const rows = await db
      .insert(notifications)
      .values(
        batch.map(({ notice, at, actors }) => {
          const age = now - at.getTime();
          // Read a while after it came; the last day's are still unread, the last few hours' unseen.
          const readAt = age > 20 * HOUR_MS ? new Date(Math.min(now, at.getTime() + 2 * HOUR_MS)) : null;
          const seenAt = readAt ?? (age > 4 * HOUR_MS ? new Date(at.getTime() + HOUR_MS) : null);
          const earliest = actors.reduce((first, actor) => (actor.at < first ? actor.at : first), at);
          return { userId: notice.userId, type: notice.kind, groupKey: notice.groupKey, postId: notice.postId, commentId: notice.commentId, data: notice.data ?? {}, notifiedAt: at, createdAt: earliest, readAt, seenAt };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: notifications.id, userId: notifications.userId, groupKey: notifications.groupKey });
    const ids = new Map(rows.map((row) => [`${row.userId}|${row.groupKey}`, row.id]));
    const actorRows = batch.flatMap(({ notice, actors }) => {
      const id = ids.get(`${notice.userId}|${notice.groupKey}`);
      return id === undefined ? [] : actors.map((actor) => ({ notificationId: id, actorId: actor.id, createdAt: actor.at }));
    });
    for (let from = 0; from < actorRows.length; from += BATCH) await db.insert(notificationActors).values(actorRows.slice(from, from + BATCH)).onConflictDoNothing();
    written += rows.length;
  }
  return written;
}

async function commentNotices(db: Db): Promise<Timed[]> {
  const parents = alias(comments, 'parent');
  const rows = await db
    .select({ id: comments.id, userId: comments.userId, postId: comments.postId, at: comments.createdAt, parentAuthor: parents.userId, postAuthor: posts.userId })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .leftJoin(parents, eq(parents.id, comments.parentId))
    .where(and(isNull(comments.deletedAt), isNull(posts.deletedAt), eq(posts.isPublish, true)));
  return rows.flatMap((row) => {
    const base = { groupKey: `comment:${row.id}`, actorId: row.userId, postId: row.postId, commentId: row.id, at: row.at };
    const notices: Timed[] = [];
    if (row.parentAuthor !== null) notices.push({ ...base, userId: row.parentAuthor, kind: 'comment_reply' });
    if (row.parentAuthor !== row.postAuthor) notices.push({ ...base, userId: row.postAuthor, kind: 'post_comment' });
    return notices;
  });
}

async function followerNotices(db: Db): Promise<Timed[]> {
  const rows = await db
    .select({ followerId: follows.userId, userId: follows.subsiteId, at: follows.createdAt })
    .from(follows)
    .innerJoin(subsites, eq(subsites.id, follows.subsiteId))
    .where(eq(subsites.type, 'user'));
  return rows.map((row) => ({ userId: row.userId, kind: 'new_follower', groupKey: `follower:${row.followerId}`, actorId: row.followerId, postId: null, commentId: null, at: row.at }));
}

async function reactionNotices(db: Db): Promise<Timed[]> {
  const rows = await db
    .select({
      userId: itemReactions.userId,
      target: itemReactions.targetType,
      targetId: itemReactions.targetId,
      value: itemReactions.value,
      likedAt: itemReactions.likedAt,
      reactionId: itemReactions.reactionId,
      reactedAt: itemReactions.reactedAt,
      postAuthor: posts.userId,
      commentAuthor: comments.userId,
      commentPost: comments.postId,
    })
    .from(itemReactions)
    .leftJoin(posts, and(eq(itemReactions.targetType, 'post'), eq(posts.id, itemReactions.targetId), isNull(posts.deletedAt)))
    .leftJoin(comments, and(eq(itemReactions.targetType, 'comment'), eq(comments.id, itemReactions.targetId), isNull(comments.deletedAt)));
  return rows.flatMap((row) => {
    const onPost = row.target === 'post';
    const recipient = onPost ? row.postAuthor : row.commentAuthor;
    if (recipient === null) return [];
    const place = onPost ? { postId: row.targetId, commentId: null } : { postId: row.commentPost, commentId: row.targetId };
    const notices: Timed[] = [];
    if (row.value === 1 && row.likedAt) {
      const kind = onPost ? 'post_like' : 'comment_like';
      notices.push({ userId: recipient, kind, groupKey: `${kind}:${row.targetId}`, actorId: row.userId, ...place, data: { value: 1 }, at: row.likedAt });
    }
    if (row.reactionId !== null && row.reactedAt) {
      const kind = onPost ? 'post_reaction' : 'comment_reaction';
      notices.push({ userId: recipient, kind, groupKey: `${kind}:${row.targetId}`, actorId: row.userId, ...place, data: { reactionId: row.reactionId }, at: row.reactedAt });
    }
    return notices;
  });
}

async function newPostNotices(db: Db): Promise<Timed[]> {
  const since = new Date(Date.now() - NEW_POST_DAYS * 24 * HOUR_MS);
  const rows = await db
    .selectDistinct({ userId: follows.userId, postId: posts.id, authorId: posts.userId, at: posts.publishedAt })
    .from(posts)
    .innerJoin(follows, and(eq(follows.bell, true), sql`${follows.subsiteId} in (${posts.subsiteId}, ${posts.userId})`))
    .where(and(eq(posts.isPublish, true), isNull(posts.deletedAt), isNotNull(posts.publishedAt), gt(posts.publishedAt, since)));
  return rows.map((row) => ({ userId: row.userId, kind: 'new_post', groupKey: `post:${row.postId}`, actorId: row.authorId, postId: row.postId, commentId: null, at: row.at! }));
}
