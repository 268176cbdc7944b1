// Only the newest RANKED_MATCHES matches are ranked, so a common word matching a third of all posts costs a scan of a
// few thousand rows, not of the table (765 ms at 35 % when ranking every match; docs/adr/0044-search-and-discovery.md).
// tests/api/search-plans.test.ts holds the plans: the search index (or the RUM index, on PostgreSQL with the extension)
// for rare words, the search index with the newest weeks for a word in a few per cent of the posts, and
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
import { prefixTsQuery, searchWords } from './query-alternatives.ts';

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
  /** What the query meant (queryAlternatives). */
  readings: readonly string[];
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
 * The newest matches first. Walking the date index and testing each post reads RANKED_MATCHES / share posts: cheap
 * for a word in a large share of them, half a second at a million posts for one in 3 %. The RUM index keeps each
 * post's date beside its words and gives the matches by distance from a far date, but gathers and sorts every match
 * before the first: cheap for that word (20 ms), 130 ms for one in 14 % of the posts. It serves while matches are
 * under about √(RANKED_MATCHES × posts); the planner's own estimate of the matches decides.
 */
const NEWEST_FIRST_RUM = sql`${posts.publishedAt} <=> '9999-12-31'::timestamptz`;
const NEWEST_FIRST = sql`${posts.publishedAt} desc, ${posts.id} desc`;

/**
 * A word in more posts than that, up to WEEKS_UNTIL of them, is asked for `&` the newest weeks that should hold
 * WEEKS_MATCHES of its matches (searchableVector), so the GIN index hands over about that many posts. Above
 * WEEKS_UNTIL of the posts, the date walk meets RANKED_MATCHES of them within a few thousand posts.
 *
 * Without RUM, fewer matches are all read from the table and sorted: the index merges every post of the weeks' lists,
 * so the weeks cost WEEKS_MATCHES reads and (WEEKS_MATCHES / matches × posts) / TABLE_READ_IN_ENTRIES reads' worth of
 * merging, which is less than reading every match above about √(WEEKS_MATCHES × posts / TABLE_READ_IN_ENTRIES), and
 * never under twice WEEKS_MATCHES, where the weeks would cover half the posts.
 */
const WEEKS_MATCHES = 1.5 * RANKED_MATCHES;
const WEEKS_UNTIL = 0.25;
/** A post read from the table costs about as much as merging this many entries of the weeks' lists (embedded database, a million posts). */
const TABLE_READ_IN_ENTRIES = 20;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const weekOf = (time: number) => Math.floor((time - Date.parse(SEARCH_WEEKS_FROM)) / WEEK_MS);

type Explained = { 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> };

interface PostsTable {
  posts: number;
  /** The histogram of publication dates, milliseconds since 1970 in ascending order; empty before an analysis. */
  bounds: number[];
  /** Lexemes in more posts than are ranked, by the search statistics' most common ones. */
  commonLexemes: ReadonlySet<string>;
}

/** Both change only when the table is analyzed, and reading them cost 20–50 ms at a million posts on the embedded database. */
const POSTS_TABLE_MS = 60_000;
const postsTables = new WeakMap<Db, TtlCache<PostsTable>>();

async function readPostsTable(db: Db): Promise<PostsTable> {
  // The element frequencies array is longer than the elements (it ends with three summary figures): unnest pads with nulls.
  const [row] = await queryRows<{ posts: number; bounds: number[] | null; common: string[] | null }>(
    db,
    sql`select c.reltuples::float8 as posts, (
          select array_agg(extract(epoch from bound.at)::float8 * 1000 order by bound.n)
          from pg_stats s, unnest(s.histogram_bounds::text::timestamptz[]) with ordinality as bound(at, n)
          where s.schemaname = n.nspname and s.tablename = 'posts' and s.attname = 'published_at') as bounds, (
          select array_agg(element.lexeme)
          from pg_stats_ext_exprs e, unnest(e.most_common_elems::text::text[], e.most_common_elem_freqs) as element(lexeme, share)
          where e.statistics_schemaname = n.nspname and e.statistics_name = 'posts_searchable_stats'
            and element.lexeme is not null and element.share * c.reltuples > ${RANKED_MATCHES}) as common
        from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = 'posts'::regclass`,
  );
  return { posts: Math.max(row?.posts ?? 0, 1), bounds: (row?.bounds ?? []).map(Number), commonLexemes: new Set(row?.common ?? []) };
}

function postsTable(db: Db): Promise<PostsTable> {
  let table = postsTables.get(db);
  if (!table) {
    table = ttlCache(POSTS_TABLE_MS, () => readPostsTable(db));
    postsTables.set(db, table);
  }
  return table.get();
}

/** The planner's estimate of the posts matching. */
async function estimate(db: Db, conditions: SQL): Promise<number> {
  const [explained] = await queryRows<Explained>(db, sql`explain (format json) select 1 from ${posts} where ${conditions}`);
  return explained?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
}

/**
 * The tsquery for what was typed. At a site's size where some words are in more posts than are ranked, a common word
 * is taken as meant: as the last word, whole, not a prefix (`кот` would gather котлета and котировки, which crowd
 * what was asked for, and made the index gather every one of those words' posts); in the query as typed, it shows
 * the query is written as meant, and the other readings (another layout, transliteration), all of whose words differ,
 * are dropped: `or`ed to the query, they kept the index from skipping through the rarer word's posts.
 */
async function postsQuery(db: Db, readings: readonly string[], { commonLexemes }: PostsTable): Promise<string> {
  if (commonLexemes.size === 0) return prefixTsQuery(readings);
  const words = [...new Set(readings.flatMap((reading) => searchWords(reading)))];
  const stems = await queryRows<{ word: string; lexemes: string[] }>(
    db,
    sql`select word, tsvector_to_array(to_tsvector('russian', word)) as lexemes from unnest(${sql.param(words)}::text[]) as word`,
  );
  const common = new Set(stems.filter(({ lexemes }) => lexemes.length === 1 && commonLexemes.has(lexemes[0]!)).map(({ word }) => word));
  const asTyped = readings.slice(0, 1);
  return prefixTsQuery(searchWords(asTyped[0] ?? '').some((word) => common.has(word)) ? asTyped : readings, common);
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
async function newestMatches(db: Db, query: SQL, filters: readonly SQL[], { posts: count, bounds }: PostsTable): Promise<{ where: SQL; order: SQL }> {
  const matching = (match: SQL) => sql.join([published, match, ...filters], sql` and `);
  const rum = await hasRumIndex(db);
  const where = matching(rum ? sql`${posts.searchVector} @@ ${query}` : sql`${searchable} @@ ${query}`);
  const matches = await estimate(db, where);
  const fewMatches = rum ? Math.sqrt(RANKED_MATCHES * count) : Math.max(2 * WEEKS_MATCHES, Math.sqrt((WEEKS_MATCHES * count) / TABLE_READ_IN_ENTRIES));
  if (matches < fewMatches) return { where, order: rum ? NEWEST_FIRST_RUM : NEWEST_FIRST };
  if (matches > WEEKS_UNTIL * count || bounds.length < 2) return { where, order: NEWEST_FIRST };
  const from = newestShareFrom(bounds, WEEKS_MATCHES / matches);
  return { where: matching(sql`${searchable} @@ (${query} && ${weeksSince(from)}::tsquery)`), order: NEWEST_FIRST };
}

export async function searchPosts(db: Db, search: PostSearch, page: PageRequest<ScoreKey>): Promise<Skeleton<ScoreKey>> {
  const table = await postsTable(db);
  const tsquery = await postsQuery(db, search.readings, table);
  if (!tsquery) return { ids: [], nextKey: null };
  const query = sql`to_tsquery('russian', ${tsquery})`;
  const filters: SQL[] = [];
  const start = rangeStart(search.filters.date, search.timeZone);
  if (start) filters.push(sql`${posts.publishedAt} >= ${start}`);
  if (search.filters.scopes.includes('official')) filters.push(sql`${posts.isOfficial}`);
  // Title words carry weight A; the index finds the candidates, the filter keeps title matches.
  if (search.filters.scopes.includes('onlyTitle')) filters.push(sql`ts_filter(${posts.searchVector}, '{a}') @@ ${query}`);
  const { where, order } = await newestMatches(db, query, filters, table);
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
