// The day's marks decide which entries are a reader's first of the day (an insert that conflicts is a repeat); the
// per-day rows and the counters then grow by the batch's totals, each row touched once. Entries for posts that are not
// published and live are ignored. A flush runs every few seconds, so its own hour dates the hour rows.

import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { VIEW_KINDS, type Counted, type DepthEntry, type SourceEntry, type ViewEntry } from './views.buffer.ts';
import { addRows, inLaunch, STAT_TABLES, THIS_HOUR } from './views.rows.ts';

export interface CountedPost {
  id: number;
  unique_showings_count: number;
  unique_views_count: number;
  showings: number;
  views: number;
  replies_count: number;
}

const SHOWING = VIEW_KINDS.showing;
const VIEW = VIEW_KINDS.view;

function column<E, T>(entries: readonly E[], pick: (entry: E) => T): SQL {
  return sql`${sql.param(entries.map(pick))}`;
}

export async function writeViews(db: Db, entries: ReadonlyArray<Counted<ViewEntry>>): Promise<CountedPost[]> {
  if (entries.length === 0) return [];
  const of = <T>(pick: (entry: Counted<ViewEntry>) => T) => column(entries, pick);
  return queryRows<CountedPost>(db, sql`
    with input as (
      select i.day, i.post_id, i.kind, i.visitor, i.n, p.subsite_id, p.published_at
      from unnest(${of((e) => e.day)}::date[], ${of((e) => e.postId)}::int[], ${of((e) => e.kind)}::int2[],
                  ${of((e) => e.visitor)}::text[], ${of((e) => e.count)}::int[]) as i(day, post_id, kind, visitor, n)
      join posts p on p.id = i.post_id and p.is_publish and p.deleted_at is null
    ),
    firsts as (
      insert into post_view_marks (day, post_id, kind, visitor)
      select day, post_id, kind, visitor from input
      on conflict do nothing
      returning day, post_id, kind
    ),
    totals as (
      select day, post_id, subsite_id, published_at,
        coalesce(sum(n) filter (where kind = ${SHOWING}), 0)::int as showings,
        coalesce(sum(n) filter (where kind = ${VIEW}), 0)::int as views
      from input group by day, post_id, subsite_id, published_at
    ),
    uniques as (
      select day, post_id,
        (count(*) filter (where kind = ${SHOWING}))::int as unique_showings,
        (count(*) filter (where kind = ${VIEW}))::int as unique_views
      from firsts group by day, post_id
    ),
    per_day as (
      select t.day, t.post_id, t.subsite_id, t.published_at, t.showings, t.views,
        coalesce(u.unique_showings, 0) as unique_showings, coalesce(u.unique_views, 0) as unique_views
      from totals t left join uniques u on u.day = t.day and u.post_id = t.post_id
    ),
    days as (
      ${addRows(STAT_TABLES.postDays, ['showings', 'views', 'unique_showings', 'unique_views'], sql`select post_id, day, showings, views, unique_showings, unique_views from per_day`)}
    ),
    hours as (
      ${addRows(STAT_TABLES.postHours, ['views', 'unique_views'], sql`
        select post_id, ${THIS_HOUR}, sum(views), sum(unique_views) from per_day
        where views > 0 and ${inLaunch(sql`published_at`)} group by post_id`)}
    ),
    subsite_days as (
      ${addRows(STAT_TABLES.subsiteDays, ['views', 'unique_views'], sql`
        select subsite_id, day, sum(views), sum(unique_views) from per_day where views > 0 group by subsite_id, day`)}
    ),
    per_post as (
      select post_id, sum(showings)::int as showings, sum(views)::int as views,
        sum(unique_showings)::int as unique_showings, sum(unique_views)::int as unique_views
      from per_day group by post_id
    )
    update posts set
      showings = posts.showings + pp.showings,
      views = posts.views + pp.views,
      unique_showings_count = posts.unique_showings_count + pp.unique_showings,
      unique_views_count = posts.unique_views_count + pp.unique_views
    from per_post pp
    where posts.id = pp.post_id
    returning posts.id, posts.unique_showings_count, posts.unique_views_count, posts.showings, posts.views, posts.replies_count`);
}

const DEPTH_COLUMNS = ['depth25', 'depth50', 'depth75', 'depth100'];

/** Read depths into the post's and its blog's day rows. */
export async function writeDepths(db: Db, entries: ReadonlyArray<Counted<DepthEntry>>): Promise<void> {
  if (entries.length === 0) return;
  const of = <T>(pick: (entry: Counted<DepthEntry>) => T) => column(entries, pick);
  const sums = sql.join([25, 50, 75, 100].map((depth) => sql`coalesce(sum(n) filter (where depth = ${depth}), 0)::int`), sql`, `);
  await db.execute(sql`
    with input as (
      select i.day, i.post_id, i.depth, i.n, p.subsite_id
      from unnest(${of((e) => e.day)}::date[], ${of((e) => e.postId)}::int[], ${of((e) => e.depth)}::int[], ${of((e) => e.count)}::int[])
        as i(day, post_id, depth, n)
      join posts p on p.id = i.post_id and p.is_publish and p.deleted_at is null
    ),
    post_rows as (${addRows(STAT_TABLES.postDays, DEPTH_COLUMNS, sql`select post_id, day, ${sums} from input group by post_id, day`)})
    ${addRows(STAT_TABLES.subsiteDays, DEPTH_COLUMNS, sql`select subsite_id, day, ${sums} from input group by subsite_id, day`)}`);
}

/** Where views came from, into the post's and its blog's source rows. */
export async function writeSources(db: Db, entries: ReadonlyArray<Counted<SourceEntry>>): Promise<void> {
  if (entries.length === 0) return;
  const of = <T>(pick: (entry: Counted<SourceEntry>) => T) => column(entries, pick);
  await db.execute(sql`
    with input as (
      select i.day, i.post_id, i.kind, i.domain, i.n, p.subsite_id
      from unnest(${of((e) => e.day)}::date[], ${of((e) => e.postId)}::int[], ${of((e) => e.kind)}::text[], ${of((e) => e.domain)}::text[],
                  ${of((e) => e.count)}::int[]) as i(day, post_id, kind, domain, n)
      join posts p on p.id = i.post_id and p.is_publish and p.deleted_at is null
    ),
    post_rows as (${addRows(STAT_TABLES.postSources, ['views'], sql`select post_id, day, kind, domain, sum(n)::int from input group by post_id, day, kind, domain`)})
    ${addRows(STAT_TABLES.subsiteSources, ['views'], sql`select subsite_id, day, kind, domain, sum(n)::int from input group by subsite_id, day, kind, domain`)}`);
}

/** Marks are only needed while their day can still be reported: today's and yesterday's. */
export async function deleteMarksBefore(db: Db, day: string): Promise<void> {
  await db.execute(sql`delete from post_view_marks where day < ${day}::date`);
}
