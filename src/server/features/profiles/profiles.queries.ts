import { and, asc, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { containing } from '../../lib/like.ts';
import type { Db } from '../../db/client.ts';
import { comments, communityMembers, follows, posts, subsites, users, type ManagerRole } from '../../db/schema/index.ts';
import { keysetTime, olderThan, skeletonOf, type PageRequest, type Skeleton } from '../../pipeline/skeleton.ts';
import { isTimeKey, type TimeKey } from '../../pipeline/cursor.ts';
import { isScoreKey, type FeedKey, type ScoreKey } from '../feeds/index.ts';
import type { ProfileCommentSort } from '../../../shared/dto/subsite.ts';
import { SLUG_PATTERN } from '../../../shared/slugs.ts';

export type ProfileRow = typeof subsites.$inferSelect;

async function liveSubsiteWhere(db: Db, condition: SQL): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(subsites)
    .where(and(condition, isNull(subsites.deletedAt)))
    .limit(1);
  return row;
}

/** A live subsite by slug; undefined for a malformed, missing or deleted one. */
export function subsiteBySlug(db: Db, slug: string): Promise<ProfileRow | undefined> {
  return SLUG_PATTERN.test(slug) ? liveSubsiteWhere(db, eq(subsites.slug, slug)) : Promise.resolve(undefined);
}

export function liveSubsite(db: Db, id: number): Promise<ProfileRow | undefined> {
  return liveSubsiteWhere(db, eq(subsites.id, id));
}

export async function showsPosts(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ showPosts: users.showPosts }).from(users).where(eq(users.id, userId));
  return row?.showPosts ?? true;
}

/** Pinning is only ever on one's own blog (posts.policy.ts). */
export async function pinnedPostId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.subsiteId, userId), isNotNull(posts.pinnedAt), eq(posts.isPublish, true), isNull(posts.deletedAt)))
    .orderBy(desc(posts.pinnedAt))
    .limit(1);
  return row?.id ?? null;
}

/** At most this many managers per role reach the page: 'Show all' opens them in place. */
export const MANAGERS_SHOWN = 50;

/** The creator leads the administrators, with or without a row of their own. */
export async function communityManagers(db: Db, community: Pick<ProfileRow, 'id' | 'creatorId'>): Promise<Array<{ userId: number; role: ManagerRole }>> {
  const rows = await db
    .select({ userId: communityMembers.userId, role: communityMembers.role })
    .from(communityMembers)
    .where(eq(communityMembers.subsiteId, community.id))
    .orderBy(asc(communityMembers.createdAt), asc(communityMembers.userId))
    .limit(MANAGERS_SHOWN * 3);
  const creator = community.creatorId;
  if (creator === null) return rows;
  return [{ userId: creator, role: 'admin' as const }, ...rows.filter((row) => row.userId !== creator)];
}

export type FollowList = { of: 'followers'; subsiteId: number } | { of: 'followings'; userId: number };

/** A name filter over the listed subsites, as typed (LIKE's own characters escaped). */
function nameLike(q: string): SQL {
  return ilike(subsites.name, containing(q));
}

export async function followListSkeleton(db: Db, list: FollowList, page: PageRequest<TimeKey>, q: string | null): Promise<Skeleton<TimeKey>> {
  const listed = list.of === 'followers' ? follows.userId : follows.subsiteId;
  const where = and(
    list.of === 'followers' ? eq(follows.subsiteId, list.subsiteId) : eq(follows.userId, list.userId),
    isNull(subsites.deletedAt),
    q === null ? undefined : nameLike(q),
    page.after ? olderThan(follows.createdAt, listed, page.after) : undefined,
  );
  const rows = await db
    .select({ id: listed, time: keysetTime(follows.createdAt) })
    .from(follows)
    .innerJoin(subsites, eq(subsites.id, listed))
    .where(where)
    .orderBy(desc(follows.createdAt), desc(listed))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): TimeKey => [row.time, row.id]);
}

export async function followListTotal(db: Db, list: FollowList, q: string): Promise<number> {
  const listed = list.of === 'followers' ? follows.userId : follows.subsiteId;
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(follows)
    .innerJoin(subsites, eq(subsites.id, listed))
    .where(and(list.of === 'followers' ? eq(follows.subsiteId, list.subsiteId) : eq(follows.userId, list.userId), isNull(subsites.deletedAt), nameLike(q)));
  return row?.total ?? 0;
}

/** A member's live comments: Popular by reactions, New by date (comments_user_*_idx). */
export async function memberCommentsSkeleton(db: Db, userId: number, sort: ProfileCommentSort, page: PageRequest<FeedKey>): Promise<Skeleton<FeedKey>> {
  const mine = and(eq(comments.userId, userId), isNull(comments.deletedAt));
  if (sort === 'new') {
    const after = page.after && isTimeKey(page.after) ? page.after : null;
    const rows = await db
      .select({ id: comments.id, time: keysetTime(comments.createdAt) })
      .from(comments)
      .where(and(mine, after ? olderThan(comments.createdAt, comments.id, after) : undefined))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(page.perPage + 1);
    return skeletonOf(rows, page.perPage, (row): TimeKey => [row.time, row.id]);
  }
  const after = page.after && isScoreKey(page.after) ? page.after : null;
  const rows = await db
    .select({ id: comments.id, score: comments.reactionSum })
    .from(comments)
    .where(and(mine, after ? sql`(${comments.reactionSum}, ${comments.id}) < (${after[0]}::int, ${after[1]}::int)` : undefined))
    .orderBy(desc(comments.reactionSum), desc(comments.id))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): ScoreKey => [row.score, row.id]);
}
