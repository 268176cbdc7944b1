// The day's marks decide which entries are a reader's first of the day (an insert that conflicts is a repeat); the
// per-day rows and the counters then grow by the batch's totals, each row touched once. Entries for posts that are not
// published and live are ignored.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { VIEW_KINDS, type ViewEntry } from './views.buffer.ts';

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

export async function writeViews(db: Db, entries: readonly ViewEntry[]): Promise<CountedPost[]> {
  if (entries.length === 0) return [];
  const column = <T>(pick: (entry: ViewEntry) => T) => sql.param(entries.map(pick));
  return queryRows<CountedPost>(db, sql`
    with input as (
      select i.day, i.post_id, i.kind, i.visitor, i.n
      from unnest(${column((e) => e.day)}::date[], ${column((e) => e.postId)}::int[], ${column((e) => e.kind)}::int2[],
                  ${column((e) => e.visitor)}::text[], ${column((e) => e.count)}::int[]) as i(day, post_id, kind, visitor, n)
      join posts p on p.id = i.post_id and p.is_publish and p.deleted_at is null
    ),
    firsts as (
      insert into post_view_marks (day, post_id, kind, visitor)
      select day, post_id, kind, visitor from input
      on conflict do nothing
      returning day, post_id, kind
    ),
    totals as (
      select day, post_id,
        coalesce(sum(n) filter (where kind = ${SHOWING}), 0)::int as showings,
        coalesce(sum(n) filter (where kind = ${VIEW}), 0)::int as views
      from input group by day, post_id
    ),
    uniques as (
      select day, post_id,
        (count(*) filter (where kind = ${SHOWING}))::int as unique_showings,
        (count(*) filter (where kind = ${VIEW}))::int as unique_views
      from firsts group by day, post_id
    ),
    per_day as (
      select t.day, t.post_id, t.showings, t.views,
        coalesce(u.unique_showings, 0) as unique_showings, coalesce(u.unique_views, 0) as unique_views
      from totals t left join uniques u on u.day = t.day and u.post_id = t.post_id
    ),
    days as (
      insert into post_view_days (post_id, day, showings, views, unique_showings, unique_views)
      select post_id, day, showings, views, unique_showings, unique_views from per_day
      on conflict (post_id, day) do update set
        showings = post_view_days.showings + excluded.showings,
        views = post_view_days.views + excluded.views,
        unique_showings = post_view_days.unique_showings + excluded.unique_showings,
        unique_views = post_view_days.unique_views + excluded.unique_views
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

/** Marks are only needed while their day can still be reported: today's and yesterday's. */
export async function deleteMarksBefore(db: Db, day: string): Promise<void> {
  await db.execute(sql`delete from post_view_marks where day < ${day}::date`);
}
