import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';

/** Overdue scheduled drafts, the longest waiting first. */
export async function overdueScheduled(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(sql`${posts.scheduledAt} <= now()`, eq(posts.isPublish, false), isNull(posts.deletedAt)))
    .orderBy(posts.scheduledAt, posts.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
