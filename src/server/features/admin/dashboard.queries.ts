// The totals are exact counts in one statement, cheap at the sizes an embedded or single-server site reaches. Days are
// UTC days, the same for every viewer.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ACTIVITY_SERIES, type ActivitySeries, type DailyActivityDto, type DashboardSpan } from '../../../shared/dto/admin-ops.ts';
import { queryRows, type Db } from '../../db/client.ts';

const DAY_MS = 86_400_000;

function spanStart(span: DashboardSpan, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (span - 1) * DAY_MS);
}

export async function dailyActivity(db: Db, span: DashboardSpan, now = new Date()): Promise<DailyActivityDto[]> {
  const since = spanStart(span, now);
  const dayOf = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);
  const rows = await queryRows<{ series: ActivitySeries; day: string; n: number }>(
    db,
    sql`select 'users' as series, ${dayOf('created_at')} as day, count(*)::int as n from users where created_at >= ${since} group by 2
        union all
        select 'posts', ${dayOf('published_at')}, count(*)::int from posts where is_publish and deleted_at is null and published_at >= ${since} group by 2
        union all
        select 'comments', ${dayOf('created_at')}, count(*)::int from comments where deleted_at is null and created_at >= ${since} group by 2
        union all
        select 'reports', ${dayOf('created_at')}, count(*)::int from complaints where created_at >= ${since} group by 2`,
  );
  const days = Array.from({ length: span }, (_, i): DailyActivityDto => ({ day: new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10), users: 0, posts: 0, comments: 0, reports: 0 }));
  const byDay = new Map(days.map((day) => [day.day, day]));
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (day) day[row.series] = row.n;
  }
  return days;
}

export interface SiteTotals {
  totals: Record<ActivitySeries, number>;
  pendingReports: number;
  databaseBytes: number;
}

export async function siteTotals(db: Db): Promise<SiteTotals> {
  const [row] = await queryRows<Record<ActivitySeries | 'pending' | 'bytes', number>>(
    db,
    sql`select (select count(*)::int from users) as users,
               (select count(*)::int from posts where is_publish and deleted_at is null) as posts,
               (select count(*)::int from comments where deleted_at is null) as comments,
               (select count(*)::int from complaints) as reports,
               (select count(*)::int from complaints where resolved_at is null) as pending,
               pg_database_size(current_database())::float8 as bytes`,
  );
  return {
    totals: Object.fromEntries(ACTIVITY_SERIES.map((series) => [series, row![series]])) as Record<ActivitySeries, number>,
    pendingReports: row!.pending,
    databaseBytes: row!.bytes,
  };
}

export async function directoryBytes(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let total = 0;
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await directoryBytes(full);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}
