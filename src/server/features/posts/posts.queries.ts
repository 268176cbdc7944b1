import { and, desc, eq, exists, ilike, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { SCHEDULE_LIMITS } from '../../../shared/dto/schedule.ts';
import { containing, escapeLike } from '../../lib/like.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { communityBans, communityMembers, follows, posts, postTags, subsites, tagCounts, type PostRow } from '../../db/schema/index.ts';
import { isId, type KeyGuard, type TimeKey } from '../../pipeline/cursor.ts';
import { keysetTime, olderThan, skeletonOf, type PageRequest, type KeyedSkeleton, type Skeleton } from '../../pipeline/skeleton.ts';
import { findCommunityFacts } from '../communities/index.ts';

export const POSTS_PER_PAGE = 20;

/** A post that is not deleted, whoever may see it (the caller applies the policy). */
export async function findLivePost(db: Db, id: number): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
    .limit(1);
  return row;
}

const isPublished = and(eq(posts.isPublish, true), isNull(posts.deletedAt))!;

async function newestFirst(db: Db, where: SQL, time: PgColumn, page: PageRequest<TimeKey>): Promise<KeyedSkeleton<TimeKey>> {
  const rows = await db
    .select({ id: posts.id, time: keysetTime(time) })
    .from(posts)
    .where(page.after ? and(where, olderThan(time, posts.id, page.after)) : where)
    .orderBy(desc(time), desc(posts.id))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): TimeKey => [row.time, row.id]);
}

export function taggedPosts(db: Db, tag: string, page: PageRequest<TimeKey>): Promise<KeyedSkeleton<TimeKey>> {
  const tagged = exists(
    db
      .select({ one: sql`1` })
      .from(postTags)
      .where(and(eq(postTags.postId, posts.id), eq(postTags.tag, tag))),
  );
  return newestFirst(db, and(isPublished, tagged)!, posts.publishedAt, page);
}

const tagCount = perDatabase((db) =>
  db
    .select({ count: tagCounts.postsCount })
    .from(tagCounts)
    .where(eq(tagCounts.tag, sql.placeholder('tag')))
    .prepare('tag_total'),
);

/** How many published posts carry a tag: the tag list's total, kept by the posts commands. */
export async function tagTotal(db: Db, tag: string): Promise<number> {
  const [row] = await tagCount(db).execute({ tag });
  return row?.count ?? 0;
}

/** Published replies to a post, newest first (the total is the post's replies_count). */
export function repliesTo(db: Db, postId: number, page: PageRequest<TimeKey>): Promise<KeyedSkeleton<TimeKey>> {
  return newestFirst(db, and(isPublished, eq(posts.replyId, postId))!, posts.publishedAt, page);
}

/** Drafts without a schedule: the scheduled ones are listed apart (`scheduledDraftsOf`). */
export function draftsOf(db: Db, userId: number, page: PageRequest<TimeKey>): Promise<KeyedSkeleton<TimeKey>> {
  const where = and(eq(posts.userId, userId), not(posts.isPublish), isNull(posts.deletedAt), isNull(posts.scheduledAt))!;
  return newestFirst(db, where, posts.updatedAt, page);
}

/** Soonest first; an author has at most SCHEDULE_LIMITS.perAuthor of them, so the list is whole. */
export async function scheduledDraftsOf(db: Db, userId: number): Promise<Array<{ id: number; scheduledAt: Date }>> {
  const rows = await db
    .select({ id: posts.id, scheduledAt: posts.scheduledAt })
    .from(posts)
    .where(and(eq(posts.userId, userId), isNotNull(posts.scheduledAt), not(posts.isPublish), isNull(posts.deletedAt)))
    .orderBy(posts.scheduledAt, posts.id)
    .limit(SCHEDULE_LIMITS.perAuthor);
  return rows.map((row) => ({ id: row.id, scheduledAt: row.scheduledAt! }));
}

export async function searchTags(db: Db, prefix: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ tag: tagCounts.tag })
    .from(tagCounts)
    .where(sql`${tagCounts.tag} like ${escapeLike(prefix) + '%'}`)
    .orderBy(desc(tagCounts.postsCount), tagCounts.tag)
    .limit(limit);
  return rows.map((row) => row.tag);
}

export async function postCommunity(db: Db, post: Pick<PostRow, 'userId' | 'subsiteId'>, viewerId: number | null) {
  return post.subsiteId === post.userId ? null : ((await findCommunityFacts(db, post.subsiteId, viewerId)) ?? null);
}

/** `[followed, followers, id]`: the owner picker's order, followed communities first. */
export type TopicKey = [followed: 0 | 1, followers: number, id: number];

export const isTopicKey: KeyGuard<TopicKey> = (key): key is TopicKey =>
  key.length === 3 && (key[0] === 0 || key[0] === 1) && Number.isInteger(key[1]) && (key[1] as number) >= 0 && isId(key[2]);

/**
 * posts.policy's canPostInto in SQL, so the list can be paged: anyone not banned there when whoCanPost has 'user'; the
 * creator and administrators when it names any managing role; a moderator or editor when it names theirs.
 */
export async function postableCommunities(db: Db, userId: number, query: string, page: PageRequest<TopicKey>): Promise<Skeleton<TopicKey>> {
  const role = sql`(select ${communityMembers.role} from ${communityMembers} where ${communityMembers.subsiteId} = ${subsites.id} and ${communityMembers.userId} = ${userId})`;
  const banned = sql`exists (select 1 from ${communityBans} where ${communityBans.subsiteId} = ${subsites.id} and ${communityBans.userId} = ${userId} and (${communityBans.until} is null or ${communityBans.until} > now()))`;
  const mayPost = or(
    and(sql`${subsites.whoCanPost} @> '["user"]'::jsonb`, not(banned)),
    and(or(eq(subsites.creatorId, userId), sql`${role} = 'admin'`), sql`${subsites.whoCanPost} ?| array['admin', 'moder', 'editor']`),
    sql`${subsites.whoCanPost} ? ${role}`,
  );
  const followed = sql<0 | 1>`(exists (select 1 from ${follows} where ${follows.userId} = ${userId} and ${follows.subsiteId} = ${subsites.id}))::int`;
  const conditions = [eq(subsites.type, 'community'), isNull(subsites.deletedAt), mayPost];
  if (query) conditions.push(ilike(subsites.name, containing(query)));
  if (page.after) conditions.push(sql`(${followed}, ${subsites.followersCount}, ${subsites.id}) < (${page.after[0]}::int, ${page.after[1]}::int, ${page.after[2]}::int)`);
  const rows = await db
    .select({ id: subsites.id, followed, followers: subsites.followersCount })
    .from(subsites)
    .where(and(...conditions))
    .orderBy(desc(followed), desc(subsites.followersCount), desc(subsites.id))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): TopicKey => [row.followed, row.followers, row.id]);
}
