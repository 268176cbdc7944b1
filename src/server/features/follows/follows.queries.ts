import { and, desc, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows, postBells, subsites } from '../../db/schema/index.ts';
import { cardColumns, presentSubsiteCard, type CardRow } from '../../hydration/subsites.ts';
import type { FollowingItem } from '../../../shared/dto/subsite.ts';

/** 'Show all' answers at most this many: the spec asks for everything (99999); this bounds one answer. */
export const ALL_FOLLOWED_TOPICS = 5000;

export function followedTopicsQuery(db: Db, userId: number | SQLWrapper, limit: number) {
  return db
    .select({ ...cardColumns, favorite: follows.favorite })
    .from(follows)
    .innerJoin(subsites, eq(subsites.id, follows.subsiteId))
    .where(and(eq(follows.userId, userId), eq(subsites.type, sql`'community'`), isNull(subsites.deletedAt)))
    .orderBy(desc(follows.favorite), subsites.name, subsites.id)
    .limit(limit);
}

export const presentFollowedTopic = ({ favorite, ...card }: CardRow & { favorite: boolean }): FollowingItem => ({ ...presentSubsiteCard(card), is_follow: true, is_favorite: favorite });

export async function followedTopics(db: Db, userId: number): Promise<FollowingItem[]> {
  return (await followedTopicsQuery(db, userId, ALL_FOLLOWED_TOPICS)).map(presentFollowedTopic);
}

export async function hasPostBell(db: Db, userId: number, postId: number): Promise<boolean> {
  const [row] = await db.select({ postId: postBells.postId }).from(postBells).where(and(eq(postBells.userId, userId), eq(postBells.postId, postId))).limit(1);
  return row !== undefined;
}
