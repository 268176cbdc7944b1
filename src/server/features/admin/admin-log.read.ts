import { desc, lt, sql } from 'drizzle-orm';
import type { AdminLogEntryDto } from '../../../shared/dto/admin-ops.ts';
import type { Db } from '../../db/client.ts';
import { adminLog } from '../../db/schema/index.ts';
import { loadSubsiteCards } from '../../hydration/subsites.ts';
import { skeletonOf, type KeyedSkeleton, type PageRequest } from '../../pipeline/skeleton.ts';
import type { IdKey } from '../../pipeline/cursor.ts';

export async function adminLogSkeleton(db: Db, page: PageRequest<IdKey>): Promise<KeyedSkeleton<IdKey>> {
  const rows = await db
    .select({ id: adminLog.id })
    .from(adminLog)
    .where(page.after ? lt(adminLog.id, page.after[0]) : undefined)
    .orderBy(desc(adminLog.id))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): IdKey => [row.id]);
}

export async function adminLogEntries(db: Db, ids: readonly number[]): Promise<AdminLogEntryDto[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(adminLog).where(sql`${adminLog.id} = any(${sql.param(ids)}::int[])`);
  const actors = await loadSubsiteCards(
    db,
    rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId])),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id): AdminLogEntryDto[] => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        action: row.action,
        actor: row.actorId === null ? null : (actors.get(row.actorId) ?? null),
        subject_type: row.subjectType,
        subject_id: row.subjectId,
        subject: row.subject,
        created_at: row.createdAt.toISOString(),
      },
    ];
  });
}
