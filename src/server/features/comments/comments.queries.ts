import { and, asc, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CommentSort } from '../../../shared/dto/comment.ts';
import type { Db } from '../../db/client.ts';
import { comments, posts, type CommentRow } from '../../db/schema/index.ts';
import { isId, isTimeKey, type KeyGuard, type TimeKey } from '../../pipeline/cursor.ts';
import { keysetTime, olderThan, skeletonOf, type PageRequest, type Skeleton } from '../../pipeline/skeleton.ts';

/** `[reaction sum, id]`: the Popular order. */
export type ScoreKey = [score: number, id: number];

export const isScoreKey: KeyGuard<ScoreKey> = (key): key is ScoreKey => key.length === 2 && Number.isInteger(key[0]) && Math.abs(key[0] as number) <= 2_147_483_647 && isId(key[1]);

export type RootKey = TimeKey | ScoreKey;

export const keyGuardOf = (sort: CommentSort): KeyGuard<RootKey> => (sort === 'new' ? isTimeKey : isScoreKey);

/** The pinned root is shown above either order and left out of its pages. */
const unpinnedRoots = (postId: number) => and(eq(comments.postId, postId), isNull(comments.parentId), isNull(comments.pinnedAt));

export async function rootComments(db: Db, postId: number, sort: CommentSort, page: PageRequest<RootKey>): Promise<Skeleton<RootKey>> {
  if (sort === 'new') {
    const after = page.after as TimeKey | null;
    const rows = await db
      .select({ id: comments.id, time: keysetTime(comments.createdAt) })
      .from(comments)
      .where(and(unpinnedRoots(postId), after ? olderThan(comments.createdAt, comments.id, after) : undefined))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(page.perPage + 1);
    return skeletonOf(rows, page.perPage, (row): RootKey => [row.time, row.id]);
  }
  const after = page.after as ScoreKey | null;
  const rows = await db
    .select({ id: comments.id, score: comments.reactionSum })
    .from(comments)
    .where(and(unpinnedRoots(postId), after ? sql`(${comments.reactionSum}, ${comments.id}) < (${after[0]}::int, ${after[1]}::int)` : undefined))
    .orderBy(desc(comments.reactionSum), desc(comments.id))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): RootKey => [row.score, row.id]);
}

export async function pinnedRoot(db: Db, postId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.postId, postId), isNull(comments.parentId), isNotNull(comments.pinnedAt)))
    .limit(1);
  return row?.id;
}

/** Direct replies, oldest first, so a conversation reads down the page. */
export async function repliesOf(db: Db, parentId: number, page: PageRequest<TimeKey>): Promise<Skeleton<TimeKey>> {
  const rows = await db
    .select({ id: comments.id, time: keysetTime(comments.createdAt) })
    .from(comments)
    .where(and(eq(comments.parentId, parentId), page.after ? sql`(${comments.createdAt}, ${comments.id}) > (${page.after[0]}::timestamptz, ${page.after[1]}::int)` : undefined))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): TimeKey => [row.time, row.id]);
}

export async function branchReplies(db: Db, rootId: number, limit: number): Promise<number[]> {
  const rows = await db.select({ id: comments.id }).from(comments).where(eq(comments.branchId, rootId)).orderBy(asc(comments.createdAt), asc(comments.id)).limit(limit);
  return rows.map((row) => row.id);
}

export async function findComment(db: Db, id: number): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row;
}

/** The created_at range is read from its index. */
export async function bestComments(db: Db, since: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: comments.id })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(gt(comments.createdAt, since), isNull(comments.deletedAt), gt(comments.reactionSum, 0), eq(posts.isPublish, true), isNull(posts.deletedAt)))
    .orderBy(desc(comments.reactionSum), desc(comments.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The post's comments count and, for `parentId`, that comment's replies count (null when it is gone), read together. */
export async function commentCounts(db: Db, postId: number, parentId: number | null): Promise<{ comments: number; replies: number | null } | undefined> {
  const replies = parentId === null ? sql<null>`null` : sql<number | null>`(select ${comments.repliesCount} from ${comments} where ${comments.id} = ${parentId})`;
  const [row] = await db.select({ comments: posts.commentsCount, replies }).from(posts).where(eq(posts.id, postId)).limit(1);
  return row;
}
