// Only the newest RANKED_MATCHES matches are ranked, so a common word matching a third of all posts costs a scan of a
// few thousand rows, not of the table (765 ms at 35 % when ranking every match; docs/adr/0044-search-and-discovery.md).
// tests/api/search-plans.test.ts holds the plans: without the RUM index (PostgreSQL with the extension), the search
// index for rare words, the search index with the newest weeks for a word in a few per cent of the posts, and
// posts_published_idx for common ones; npm run bench:search measures them at a million posts.
import { sql, type SQL } from 'drizzle-orm';
import { containing } from '../../lib/like.ts';
import { ttlCache, type TtlCache } from '../../lib/ttl-cache.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { posts, SEARCH_WEEKS_FROM, searchableVector, subsites } from '../../db/schema/index.ts';
import { isId, type KeyGuard } from '../../pipeline/cursor.ts';
import { skeletonOf, type PageRequest, type Skeleton } from '../../pipeline/skeleton.ts';
import type { SearchFilters } from '../../../shared/discovery.ts';
import { rangeStart } from '../feeds/index.ts';

/** How many of the newest matches are ranked; older matches are reached by a narrower query or a date filter. */
export const RANKED_MATCHES = 2000;

/** `[score, id]`: a post's rank or a name's similarity, in thousandths, then the id. */
export type ScoreKey = [score: number, id: number];
/** `[score, followers, id]`: blogs and topics, the better-known first among equal scores. */
export type NameKey = [score: number, followers: number, id: number];

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 2_147_483_647;
export const isScoreKey: KeyGuard<ScoreKey> = (key): key is ScoreKey => key.length === 2 && isCount(key[0]) && isId(key[1]);
export const isNameKey: KeyGuard<NameKey> = (key): key is NameKey => key.length === 3 && isCount(key[0]) && isCount(key[1]) && isId(key[2]);

// The partial indexes' own predicate, written as literals so the planner can match it.
const published = sql`${posts.isPublish} and ${posts.deletedAt} is null`;
const searchable = searchableVector(posts.searchVector, posts.publishedAt);

export interface PostSearch {
  /** A `to_tsquery` text from prefixTsQuery; never empty here. */
  tsquery: string;
  filters: SearchFilters;
  timeZone: string;
}

const rumIndexes = new WeakMap<Db, Promise<boolean>>();

/** Whether the database has the RUM index (migration 0035): asked once per database handle, again after a failed ask. */
function hasRumIndex(db: Db): Promise<boolean> {
  let known = rumIndexes.get(db);
  if (!known) {
    known = queryRows<{ found: boolean }>(db, sql`select exists (select 1 from pg_indexes where indexname = 'posts_search_rum_idx') as found`).then(([row]) => row?.found === true);
    known.catch(() => rumIndexes.delete(db));
    rumIndexes.set(db, known);
  }
  return known;
}

/**
 * The newest matches first, two ways. Walking the date index and testing each post reads RANKED_MATCHES / share
 * posts: cheap for a word in a large share of them, half a second at a million posts for one in 3 %. The RUM index
 * keeps each post's date beside its words and gives the matches by distance from a far date, but gathers and sorts
 * every match before the first: cheap for that word (20 ms), half a second for one in most posts. The walk costs
 * less while matches exceed about √(RANKED_MATCHES × posts); the planner's own estimate of the matches decides.
 */
const NEWEST_FIRST_RUM = sql`${posts.publishedAt} <=> '9999-12-31'::timestamptz`;
const NEWEST_FIRST = sql`${posts.publishedAt} desc, ${posts.id} desc`;

/**
 * Without RUM, a word in a few per cent of the posts is asked for `&` the newest weeks that should hold
 * WEEKS_MATCHES of its matches (searchableVector), so the GIN index hands over about that many posts. Below twice
 * that, the weeks would cover half the posts or more and narrow little: all matches are read and sorted. Above
 * WEEKS_UNTIL of the posts, the date walk meets RANKED_MATCHES of them within a few thousand posts.
 */
const WEEKS_MATCHES = 1.5 * RANKED_MATCHES;
const WEEKS_UNTIL = 0.25;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const weekOf = (time: number) => Math.floor((time - Date.parse(SEARCH_WEEKS_FROM)) / WEEK_MS);

type Explained = { 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> };

interface PostsTable {
  posts: number;
  /** The histogram of publication dates, milliseconds since 1970 in ascending order; empty before an analysis. */
  bounds: number[];
}

/** Both change only when the table is analyzed, and reading them cost 20–50 ms at a million posts on the embedded database. */
const POSTS_TABLE_MS = 60_000;
const postsTables = new WeakMap<Db, TtlCache<PostsTable>>();

async function readPostsTable(db: Db): Promise<PostsTable> {
  const [row] = await queryRows<{ posts: number; bounds: number[] | null }>(
    db,
    sql`select c.reltuples::float8 as posts, (
          select array_agg(extract(epoch from bound.at)::float8 * 1000 order by bound.n)
          from pg_stats s, unnest(s.histogram_bounds::text::timestamptz[]) with ordinality as bound(at, n)
          where s.schemaname = n.nspname and s.tablename = 'posts' and s.attname = 'published_at') as bounds
        from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = 'posts'::regclass`,
  );
  return { posts: Math.max(row?.posts ?? 0, 1), bounds: (row?.bounds ?? []).map(Number) };
}

function postsTable(db: Db): Promise<PostsTable> {
  let table = postsTables.get(db);
  if (!table) {
    table = ttlCache(POSTS_TABLE_MS, () => readPostsTable(db));
    postsTables.set(db, table);
  }
  return table.get();
}

/** The planner's estimate of the posts matching, with the table's size and publication dates. */
async function estimate(db: Db, conditions: SQL): Promise<PostsTable & { matches: number }> {
  const [table, [explained]] = await Promise.all([postsTable(db), queryRows<Explained>(db, sql`explain (format json) select 1 from ${posts} where ${conditions}`)]);
  return { ...table, matches: explained?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0 };
}

/** When the newest `share` of the posts begins, read off the histogram of publication dates (equal shares between bounds). */
function newestShareFrom(bounds: readonly number[], share: number): number {
  const position = (1 - share) * (bounds.length - 1);
  const below = Math.floor(position);
  const from = bounds[below]!;
  return from + (position - below) * ((bounds[below + 1] ?? from) - from);
}

/** `'~1350' | '~1351' | …`: the weeks from `from` to the week after this one (a clock a little behind the writer's). */
function weeksSince(from: number): string {
  const weeks: string[] = [];
  for (let week = weekOf(from); week <= weekOf(Date.now()) + 1; week++) weeks.push(`'~${week}'`);
  return weeks.join(' | ');
}

/**
 * Which posts and in what order the newest RANKED_MATCHES matches are read. The RUM index is on the vector itself, the
 * GIN index on the vector with the publication week (searchableVector): each condition is written for its index.
 */
async function newestMatches(db: Db, query: SQL, filters: readonly SQL[]): Promise<{ where: SQL; order: SQL }> {
  const matching = (match: SQL) => sql.join([published, match, ...filters], sql` and `);
  if (await hasRumIndex(db)) {
    const where = matching(sql`${posts.searchVector} @@ ${query}`);
    const { matches, posts: count } = await estimate(db, where);
    return { where, order: matches > Math.sqrt(RANKED_MATCHES * count) ? NEWEST_FIRST : NEWEST_FIRST_RUM };
  }
  const where = matching(sql`${searchable} @@ ${query}`);
  const { matches, posts: count, bounds } = await estimate(db, where);
  if (matches < 2 * WEEKS_MATCHES || matches > WEEKS_UNTIL * count || bounds.length < 2) return { where, order: NEWEST_FIRST };
  const from = newestShareFrom(bounds, WEEKS_MATCHES / matches);
  return { where: matching(sql`${searchable} @@ (${query} && ${weeksSince(from)}::tsquery)`), order: NEWEST_FIRST };
}

export async function searchPosts(db: Db, search: PostSearch, page: PageRequest<ScoreKey>): Promise<Skeleton<ScoreKey>> {
  const query = sql`to_tsquery('russian', ${search.tsquery})`;
  const filters: SQL[] = [];
  const start = rangeStart(search.filters.date, search.timeZone);
  if (start) filters.push(sql`${posts.publishedAt} >= ${start}`);
  if (search.filters.scopes.includes('official')) filters.push(sql`${posts.isOfficial}`);
  // Title words carry weight A; the index finds the candidates, the filter keeps title matches.
  if (search.filters.scopes.includes('onlyTitle')) filters.push(sql`ts_filter(${posts.searchVector}, '{a}') @@ ${query}`);
  const { where, order } = await newestMatches(db, query, filters);
  const after = page.after ? sql`where (score, id) < (${page.after[0]}::int, ${page.after[1]}::int)` : sql``;
  // Weight A (title) counts 1.0 and B (text) 0.4; normalization 1 keeps long posts from winning by length.
  const rows = await queryRows<{ id: number; score: number }>(db, sql`
    select id, score from (
      select id, (ts_rank(search_vector, ${query}, 1) * 1000000)::int as score
      from (
        select ${posts.id} as id, ${posts.searchVector} as search_vector from ${posts}
        where ${where}
        order by ${order}
        limit ${RANKED_MATCHES}
      ) as newest
    ) as ranked
    ${after}
    order by score desc, id desc
    limit ${page.perPage + 1}`);
  return skeletonOf(rows, page.perPage, (row): ScoreKey => [Number(row.score), Number(row.id)]);
}

/**
 * Trigram word similarity finds typos and other word forms; `readings` are lowercase (queryAlternatives). Each
 * reading's two conditions are a look-up of their own in the trigram index: joined by `or` in one statement, the
 * planner read the whole table and scored every name (67 ms against 9 ms on PostgreSQL at 11,000 names).
 */
export async function searchSubsites(db: Db, type: 'user' | 'community', readings: readonly string[], page: PageRequest<NameKey>): Promise<Skeleton<NameKey>> {
  const name = sql`lower(${subsites.name})`;
  const candidates = sql.join(
    readings.flatMap((reading) => [
      sql`select ${subsites.id} from ${subsites} where ${name} like ${containing(reading)}`,
      sql`select ${subsites.id} from ${subsites} where ${reading} <% ${name}`,
    ]),
    sql` union all `,
  );
  const score = sql.join(
    readings.map((reading) => sql`word_similarity(${reading}, ${name})`),
    sql`, `,
  );
  const after = page.after ? sql`where (score, followers, id) < (${page.after[0]}::int, ${page.after[1]}::int, ${page.after[2]}::int)` : sql``;
  const rows = await queryRows<{ id: number; score: number; followers: number }>(db, sql`
    select id, score, followers from (
      select ${subsites.id} as id, ${subsites.followersCount} as followers, (greatest(${score}) * 1000)::int as score
      from ${subsites}
      where ${subsites.type} = ${type} and ${subsites.deletedAt} is null and ${subsites.id} = any(array(${candidates}))
    ) as matched
    ${after}
    order by score desc, followers desc, id desc
    limit ${page.perPage + 1}`);
  return skeletonOf(rows, page.perPage, (row): NameKey => [Number(row.score), Number(row.followers), Number(row.id)]);
}

/** Served by subsites_type_rating_idx for blogs; communities are few enough to sort. */
export async function topSubsites(db: Db, type: 'user' | 'community', page: PageRequest<NameKey>): Promise<Skeleton<NameKey>> {
  const score = type === 'user' ? sql`greatest(${subsites.rating}, 0)` : sql`0`;
  const after = page.after ? sql`where (score, followers, id) < (${page.after[0]}::int, ${page.after[1]}::int, ${page.after[2]}::int)` : sql``;
  const rows = await queryRows<{ id: number; score: number; followers: number }>(db, sql`
    select id, score, followers from (
      select ${subsites.id} as id, ${subsites.followersCount} as followers, ${score} as score
      from ${subsites}
      where ${subsites.type} = ${type} and ${subsites.deletedAt} is null
    ) as listed
    ${after}
    order by score desc, followers desc, id desc
    limit ${page.perPage + 1}`);
  return skeletonOf(rows, page.perPage, (row): NameKey => [Number(row.score), Number(row.followers), Number(row.id)]);
}
