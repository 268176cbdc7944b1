import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { LikeValue, ReactionTargetType } from '../../../shared/dto/reaction.ts';
import type { Db } from '../../db/client.ts';
import { itemReactions } from '../../db/schema/index.ts';
import type { TimeKey } from '../../pipeline/cursor.ts';
import { keysetTime, olderThan, skeletonOf, type PageRequest, type Skeleton } from '../../pipeline/skeleton.ts';

/** Members who gave an item `value`, the latest first; the skeleton's ids are theirs. */
export async function likersOf(db: Db, type: ReactionTargetType, id: number, value: LikeValue, page: PageRequest<TimeKey>): Promise<Skeleton<TimeKey>> {
  const where = and(eq(itemReactions.targetType, type), eq(itemReactions.targetId, id), eq(itemReactions.value, value), isNotNull(itemReactions.value))!;
  const rows = await db
    .select({ id: itemReactions.userId, time: keysetTime(itemReactions.likedAt) })
    .from(itemReactions)
    .where(page.after ? and(where, olderThan(itemReactions.likedAt, itemReactions.userId, page.after)) : where)
    .orderBy(desc(itemReactions.likedAt), desc(itemReactions.userId))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): TimeKey => [row.time, row.id]);
}
