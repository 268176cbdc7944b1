// Every statistics row only grows: an insert that meets the row already there adds to it. One helper writes them all,
// so the per-post, per-hour and per-blog rows are kept alike.
import { sql, type SQL } from 'drizzle-orm';
import { LAUNCH_HOURS } from '../../../shared/api/views.ts';

export const STAT_TABLES = {
  postDays: { table: 'post_view_days', keys: ['post_id', 'day'] },
  postHours: { table: 'post_stat_hours', keys: ['post_id', 'hour'] },
  postSources: { table: 'post_stat_sources', keys: ['post_id', 'day', 'kind', 'domain'] },
  subsiteDays: { table: 'subsite_stat_days', keys: ['subsite_id', 'day'] },
  subsiteSources: { table: 'subsite_stat_sources', keys: ['subsite_id', 'day', 'kind', 'domain'] },
} as const;

export type StatTable = (typeof STAT_TABLES)[keyof typeof STAT_TABLES];

const list = (names: readonly string[]) => sql.join(names.map((name) => sql.identifier(name)), sql`, `);

/**
 * `insert … <rows> on conflict add`: `rows` selects the key columns, then `added` in order. `replaced` columns follow
 * and take the new value instead.
 */
export function addRows({ table, keys }: StatTable, added: readonly string[], rows: SQL, replaced: readonly string[] = []): SQL {
  const target = sql.identifier(table);
  const sets = [
    ...added.map((column) => sql`${sql.identifier(column)} = ${target}.${sql.identifier(column)} + excluded.${sql.identifier(column)}`),
    ...replaced.map((column) => sql`${sql.identifier(column)} = excluded.${sql.identifier(column)}`),
  ];
  return sql`insert into ${target} (${list([...keys, ...added, ...replaced])}) ${rows} on conflict (${list(keys)}) do update set ${sql.join(sets, sql`, `)}`;
}

/** The hour rows cover a post's first hours only (schema/post-views.ts). */
export const inLaunch = (publishedAt: SQL) => sql`${publishedAt} > now() - make_interval(hours => ${LAUNCH_HOURS})`;
export const THIS_HOUR = sql`date_trunc('hour', now())`;
