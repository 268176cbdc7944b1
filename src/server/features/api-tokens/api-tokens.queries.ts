import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiTokens, communityMembers, subsites } from '../../db/schema/index.ts';

/** Neither revoked nor expired. */
export const liveToken = (userId: number) =>
  and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)));

export async function liveTokensOf(db: Db, userId: number) {
  return db
    .select({ id: apiTokens.id, name: apiTokens.name, scopes: apiTokens.scopes, createdAt: apiTokens.createdAt, expiresAt: apiTokens.expiresAt, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(liveToken(userId))
    .orderBy(desc(apiTokens.id));
}

export type ApiTokenRow = Awaited<ReturnType<typeof liveTokensOf>>[number];

/** A role in some community, or a community of one's own. */
export async function managesACommunity(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(subsites)
    .where(
      or(
        and(eq(subsites.type, 'community'), eq(subsites.creatorId, userId)),
        sql`exists (select 1 from ${communityMembers} where ${communityMembers.userId} = ${userId})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
