// A ban counts while its end is ahead, so an expired ban simply stops counting.
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { communityBans } from '../../db/schema/index.ts';

const lasting = () => or(isNull(communityBans.until), gt(communityBans.until, new Date()));

/** Whether the member is banned, now, in any of these subsites (blogs never hold bans). */
export async function isBannedInAny(db: Db, userId: number, subsiteIds: readonly number[]): Promise<boolean> {
  if (subsiteIds.length === 0) return false;
  const [row] = await db
    .select({ userId: communityBans.userId })
    .from(communityBans)
    .where(and(eq(communityBans.userId, userId), inArray(communityBans.subsiteId, [...subsiteIds]), lasting()))
    .limit(1);
  return row !== undefined;
}

export async function lastingBan(db: Db, userId: number, subsiteId: number) {
  const [row] = await db
    .select({ reason: communityBans.reason, until: communityBans.until })
    .from(communityBans)
    .where(and(eq(communityBans.userId, userId), eq(communityBans.subsiteId, subsiteId), lasting()))
    .limit(1);
  return row;
}
