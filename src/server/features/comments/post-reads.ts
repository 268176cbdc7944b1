// Openings less than VISIT_GAP apart are one visit. Comments written after the previous visit stay new for the whole
// visit, however often the page is reloaded, whichever of the view report and the comments request comes first.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Openings closer than this are one visit: a reload, a second tab, coming Back. */
export const VISIT_GAP = '30 minutes';

/** Drafts, deleted and missing posts are skipped. */
export async function recordPostReads(db: Db, userId: number, postIds: readonly number[]): Promise<void> {
  if (postIds.length === 0) return;
  await db.execute(sql`
    insert into post_reads (user_id, post_id, seen_at)
    select ${userId}::int, p.id, now() from posts p
    where p.id = any(${sql.param([...new Set(postIds)])}::int[]) and p.is_publish and p.deleted_at is null
    on conflict (user_id, post_id) do update set
      previous_visit_at = case when excluded.seen_at - post_reads.seen_at > ${VISIT_GAP}::interval
        then post_reads.seen_at else post_reads.previous_visit_at end,
      seen_at = excluded.seen_at`);
}
