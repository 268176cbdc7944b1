import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { communityMembers, complaintReasons, complaints, moderationLog, subsites } from '../../db/schema/index.ts';
import type { IdKey } from '../../pipeline/cursor.ts';
import { skeletonOf, type PageRequest, type Skeleton } from '../../pipeline/skeleton.ts';
import type { Viewer } from '../../kernel/viewer.ts';

export async function activeReasons(db: Db, language: string): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: complaintReasons.id, name: complaintReasons.name, nameEn: complaintReasons.nameEn })
    .from(complaintReasons)
    .where(isNull(complaintReasons.archivedAt))
    .orderBy(asc(complaintReasons.position), asc(complaintReasons.id));
  return rows.map((row) => ({ id: row.id, name: language === 'en' ? row.nameEn : row.name }));
}

/** posts.policy's `moderates` in SQL, so the queue can be filtered and paged. */
export async function moderatedCommunities(db: Db, viewer: Viewer): Promise<'all' | number[]> {
  if (viewer === null || viewer.ban !== null) return [];
  if (viewer.role === 'super_admin') return 'all';
  const manages = sql`exists (select 1 from ${communityMembers} where ${communityMembers.subsiteId} = ${subsites.id} and ${communityMembers.userId} = ${viewer.id} and ${communityMembers.role} in ('admin', 'moder'))`;
  const rows = await db
    .select({ id: subsites.id })
    .from(subsites)
    .where(and(inArray(subsites.type, ['community', 'company']), isNull(subsites.deletedAt), or(eq(subsites.creatorId, viewer.id), manages)))
    .orderBy(asc(subsites.name))
    .limit(200);
  return rows.map((row) => row.id);
}

/** An entry's id is its item's newest open report's id, which is unique and orders the list. */
export async function queueSkeleton(db: Db, scope: 'all' | number[], page: PageRequest<IdKey>): Promise<Skeleton<IdKey>> {
  const open = isNull(complaints.resolvedAt);
  const where: SQL | undefined = scope === 'all' ? open : and(open, sql`${complaints.subsiteId} = any(${sql.param(scope)}::int[])`);
  const newest = sql<number>`max(${complaints.id})`;
  const rows = await db
    .select({ id: newest })
    .from(complaints)
    .where(where)
    .groupBy(complaints.modelType, complaints.modelId)
    .having(page.after ? sql`max(${complaints.id}) < ${page.after[0]}` : undefined)
    .orderBy(desc(newest))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): IdKey => [row.id]);
}

/** `subsiteId` null: the site-wide log. */
export async function modlogSkeleton(db: Db, subsiteId: number | null, page: PageRequest<IdKey>): Promise<Skeleton<IdKey>> {
  const conditions: SQL[] = [];
  if (subsiteId !== null) conditions.push(eq(moderationLog.subsiteId, subsiteId));
  if (page.after) conditions.push(lt(moderationLog.id, page.after[0]));
  const rows = await db
    .select({ id: moderationLog.id })
    .from(moderationLog)
    .where(and(...conditions))
    .orderBy(desc(moderationLog.id))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): IdKey => [row.id]);
}
