/**
 * The signed-in reader's counters every page carries (drafts, communities created), read
 * as one prepared statement: on the embedded database each statement costs about a
 * millisecond of the request's own event loop whatever it reads, and these two are asked
 * together on every member's page.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { posts, subsites } from '../../db/schema/index.ts';

const counters = perDatabase((db) => {
  const userId = sql.placeholder('userId');
  const drafts = db
    .select({ count: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.isPublish, false), isNull(posts.deletedAt)));
  const communities = db
    .select({ count: sql<number>`count(*)::int` })
    .from(subsites)
    .where(and(eq(subsites.creatorId, userId), eq(subsites.type, 'community'), isNull(subsites.deletedAt)));
  return db
    .select({ drafts: sql<number>`(${drafts})`.mapWith(Number), myTopics: sql<number>`(${communities})`.mapWith(Number) })
    .from(sql`(select 1) as one`)
    .prepare('member_counters');
});

export interface MemberCounters {
  drafts: number;
  myTopics: number;
}

export async function memberCounters(db: Db, userId: number): Promise<MemberCounters> {
  const [row] = await counters(db).execute({ userId });
  return { drafts: row?.drafts ?? 0, myTopics: row?.myTopics ?? 0 };
}
