/**
 * The statistics scenario's history: rollup rows worth 10 million view events over the last 90 days, laid on the
 * posts already there (on the large data set, the 25,000 or so of its 100,000 posts published in that span). Every
 * post gets a row per day from its publication, a month at most, fading like real traffic; the day rows of each blog
 * and community are their sums, with follows; the communities, where the traffic gathers, get source rows. Then all
 * views are scaled so they add up to 10 million. Generated inside the database, as the large data set is.
 *
 * The scenario reads the statistics of the community with the most views, as a site editor, one request at a time: one
 * person opening the page, whose answer time is the claim (under 100 ms).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/server/db/client.ts';
import { VIEW_SOURCES } from '../src/shared/api/views.ts';

export const VIEW_EVENTS = 10_000_000;
const DAYS = 90;
/** Days of rows per post: the long tail after a month is left out, as its views are few. */
const POST_DAYS = 30;

export interface StatisticsFixture {
  /** The community whose statistics are measured. */
  subsiteId: number;
  viewEvents: number;
  postDayRows: number;
  subsiteDayRows: number;
}

const hash = (expression: string, modulo: number) => sql.raw(`(abs(hashint8((${expression})::bigint)) % ${modulo})`);

export async function addStatisticsHistory(db: Db, log: (line: string) => void): Promise<StatisticsFixture> {
  const started = Date.now();
  const key = 'p.id * 1000 + (d.day::date - p.published_at::date)';
  // Interactions and depth follow the day's views; the first days take most of them.
  await db.execute(sql`
    insert into post_view_days (post_id, day, views, unique_views, depth25, depth50, depth75, depth100, likes, reactions, comments, bookmarks, reposts, followers)
    select p.id, d.day::date, v.views, (v.views * 0.9)::int, (v.views * 0.16)::int, (v.views * 0.18)::int, (v.views * 0.17)::int, (v.views * 0.3)::int,
      (v.views * 0.04)::int, (v.views * 0.02)::int, (v.views * 0.01)::int, (v.views * 0.015)::int, (v.views * 0.002)::int, (v.views * 0.003)::int
    from posts p
    cross join lateral generate_series(p.published_at, least(now(), p.published_at + make_interval(days => ${POST_DAYS - 1})), interval '1 day') as d(day)
    cross join lateral (select (1 + ${hash(key, 60)} * exp(-(d.day::date - p.published_at::date) / 4.0))::int as views) v
    where p.is_publish and p.deleted_at is null and p.published_at > now() - make_interval(days => ${DAYS})
    on conflict (post_id, day) do update set views = excluded.views, unique_views = excluded.unique_views`);
  const [{ total, rows } = { total: 0, rows: 0 }] = await queryRows<{ total: number; rows: number }>(db, sql`select coalesce(sum(views), 0)::float8 as total, count(*)::int as rows from post_view_days`);
  const factor = sql`${VIEW_EVENTS / Math.max(1, total)}::float8`;
  await db.execute(sql`
    update post_view_days set views = round(views * ${factor})::int, unique_views = round(unique_views * ${factor})::int,
      depth25 = round(depth25 * ${factor})::int, depth50 = round(depth50 * ${factor})::int, depth75 = round(depth75 * ${factor})::int,
      depth100 = round(depth100 * ${factor})::int, likes = round(likes * ${factor})::int, reactions = round(reactions * ${factor})::int,
      comments = round(comments * ${factor})::int, bookmarks = round(bookmarks * ${factor})::int, reposts = round(reposts * ${factor})::int,
      followers = round(followers * ${factor})::int`);
  log(`  statistics: ${rows} post day rows (${Math.round((Date.now() - started) / 1000)} s)`);

  await db.execute(sql`delete from subsite_stat_days`);
  await db.execute(sql`delete from subsite_stat_sources`);
  await db.execute(sql`
    insert into subsite_stat_days (subsite_id, day, views, unique_views, depth25, depth50, depth75, depth100, likes, reactions, comments, bookmarks, reposts, followers, unfollows)
    select p.subsite_id, d.day, sum(d.views), sum(d.unique_views), sum(d.depth25), sum(d.depth50), sum(d.depth75), sum(d.depth100),
      sum(d.likes), sum(d.reactions), sum(d.comments), sum(d.bookmarks), sum(d.reposts), sum(d.followers) + ${hash('p.subsite_id * 1000 + extract(doy from d.day)', 4)}, ${hash('p.subsite_id * 1000 + extract(doy from d.day) + 7', 2)}
    from post_view_days d join posts p on p.id = d.post_id
    group by p.subsite_id, d.day`);
  const kinds = sql.join(
    VIEW_SOURCES.map((kind) => sql`${kind}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into subsite_stat_sources (subsite_id, day, kind, domain, views)
    select s.subsite_id, s.day, k.kind, case when k.kind = 'external' then (array['t.me', 'vk.com', 'yandex.ru', 'dzen.ru'])[1 + k.n % 4] else '' end,
      greatest(1, (s.views * (1 + ${hash('s.subsite_id * 100 + k.n', 10)}) / 60.0)::int)
    from subsite_stat_days s
    join subsites c on c.id = s.subsite_id and c.type = 'community'
    cross join unnest(array[${kinds}]) with ordinality as k(kind, n)`);
  const [fixture] = await queryRows<{ subsite_id: number; subsite_rows: number }>(
    db,
    sql`select s.subsite_id, (select count(*)::int from subsite_stat_days) as subsite_rows
        from subsite_stat_days s join subsites c on c.id = s.subsite_id and c.type = 'community'
        group by s.subsite_id order by sum(s.views) desc limit 1`,
  );
  if (!fixture) throw new Error('no community has statistics to measure');
  await db.execute(sql`analyze post_view_days, subsite_stat_days, subsite_stat_sources`);
  const [{ events } = { events: 0 }] = await queryRows<{ events: number }>(db, sql`select sum(views)::int as events from post_view_days`);
  log(`  statistics: ${events} view events in the rollups, ${fixture.subsite_rows} blog and community day rows (${Math.round((Date.now() - started) / 1000)} s)`);
  return { subsiteId: fixture.subsite_id, viewEvents: events, postDayRows: rows, subsiteDayRows: fixture.subsite_rows };
}
