import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ignoredSubsites } from '../../db/schema/index.ts';

/** Whether `other` has blocked `viewer` (ignores the viewer's blog: a person's blog shares their id). */
export async function isBlockedBy(db: Db, viewerId: number, otherId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: ignoredSubsites.userId })
    .from(ignoredSubsites)
    .where(and(eq(ignoredSubsites.userId, otherId), eq(ignoredSubsites.subsiteId, viewerId)))
    .limit(1);
  return row !== undefined;
}
