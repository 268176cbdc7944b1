// Every order is an index scan over stored rankings, never a formula over the table (docs/adr/0037-feeds-and-rankings.md):
// Popular by hot_score (posts_hot_idx), its ranges by rating (posts_rating_idx, or posts_published_idx for short ranges),
// New by published_at (posts_published_idx, posts_rated5/10_published_idx); a subsite's own posts go through the
// owner's and author's indexes (a few hundred posts each, sorted in memory).
import { and, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows, posts } from '../../db/schema/index.ts';
import { isId, isTimeKey, type KeyGuard, type TimeKey } from '../../pipeline/cursor.ts';
import { keysetTime, olderThan, skeletonOf, type KeyedSkeleton, type PageRequest } from '../../pipeline/skeleton.ts';
import type { NewFilter, PopularRange } from '../../../shared/feed-filters.ts';
import type { FeedSorting } from '../../../shared/dto/user.ts';
import type { ProfilePostSort } from '../../../shared/dto/subsite.ts';

/** A phone's first screen holds one or two cards; a dozen fill several, and the next page is asked for 1,000 px before the end. */
export const FEED_PAGE_SIZE = 12;

/** `[hot score, id]` of Popular and `[rating, id]` of its ranges. */
export type ScoreKey = [score: number, id: number];

export const isScoreKey: KeyGuard<ScoreKey> = (key): key is ScoreKey =>
  key.length === 2 && typeof key[0] === 'number' && Number.isFinite(key[0]) && isId(key[1]);

export type FeedKey = ScoreKey | TimeKey;
export const isFeedKey: KeyGuard<FeedKey> = (key): key is FeedKey => isScoreKey(key) || isTimeKey(key);

export type FeedQuery =
  | { feed: 'popular'; range: PopularRange | null }
  | { feed: 'new'; filter: NewFilter }
  | { feed: 'my'; sorting: FeedSorting; viewerId: number }
  | { feed: 'editorial' }
  /** A blog (its author's posts, communities included) or a community, without its pinned post. */
  | { feed: 'subsite'; owner: 'user' | 'subsite'; ownerId: number; sort: ProfilePostSort; exceptId: number | null };

// The partial indexes' own predicates as literals, so the planner can prove a query's condition implies an index's.
const published = sql`${posts.isPublish} and ${posts.deletedAt} is null`;

/** Where each range starts; `today` follows the site's calendar, the others are rolling windows. */
export function rangeStart(range: PopularRange, timeZone: string): SQL | null {
  switch (range) {
    case 'today':
      return sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
    case 'day':
      return sql`now() - interval '1 day'`;
    case 'week':
      return sql`now() - interval '7 days'`;
    case 'month':
      return sql`now() - interval '1 month'`;
    case 'year':
      return sql`now() - interval '1 year'`;
    case 'all':
      return null;
  }
}

const RATED: Record<Exclude<NewFilter, 'all'>, number> = { from5: 5, from10: 10 };

function followed(viewerId: number): SQL {
  const ids = sql`(select ${follows.subsiteId} from ${follows} where ${follows.userId} = ${viewerId})`;
  return sql`(${posts.subsiteId} in ${ids} or ${posts.userId} in ${ids})`;
}

/** The key's type is the column's own, or the row comparison cannot be an index condition. */
async function byScore(db: Db, where: SQL, score: typeof posts.hotScore | typeof posts.rating, page: PageRequest<FeedKey>): Promise<KeyedSkeleton<FeedKey>> {
  const after = page.after && isScoreKey(page.after) ? page.after : null;
  const rows = await db
    .select({ id: posts.id, score: score })
    .from(posts)
    .where(after ? and(where, sql`(${score}, ${posts.id}) < (${after[0]}::${sql.raw(score === posts.rating ? 'int' : 'float8')}, ${after[1]}::int)`) : where)
    .orderBy(desc(score), desc(posts.id))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): ScoreKey => [Number(row.score), row.id]);
}

async function byDate(db: Db, where: SQL, page: PageRequest<FeedKey>): Promise<KeyedSkeleton<FeedKey>> {
  const after = page.after && isTimeKey(page.after) ? page.after : null;
  const rows = await db
    .select({ id: posts.id, time: keysetTime(posts.publishedAt) })
    .from(posts)
    .where(after ? and(where, olderThan(posts.publishedAt, posts.id, after)) : where)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): TimeKey => [row.time, row.id]);
}

/** Whether a cursor's key has the shape of the feed's order (a Popular key on New is refused). */
export function keyFits(query: FeedQuery, key: FeedKey): boolean {
  return isScoreKey(key) === usesScore(query);
}

function usesScore(query: FeedQuery): boolean {
  if (query.feed === 'popular') return true;
  if (query.feed === 'subsite') return query.sort !== 'new';
  return query.feed === 'my' && query.sorting === 'popular';
}

export function feedSkeleton(db: Db, query: FeedQuery, page: PageRequest<FeedKey>, timeZone: string): Promise<KeyedSkeleton<FeedKey>> {
  switch (query.feed) {
    case 'popular': {
      const start = query.range && rangeStart(query.range, timeZone);
      if (!query.range) return byScore(db, published, posts.hotScore, page);
      return byScore(db, start ? and(published, gte(posts.publishedAt, start))! : published, posts.rating, page);
    }
    case 'new':
      if (query.filter === 'all') return byDate(db, published, page);
      return byDate(db, and(published, sql`${posts.rating} >= ${sql.raw(String(RATED[query.filter]))}`)!, page);
    case 'my': {
      const where = and(published, followed(query.viewerId))!;
      return query.sorting === 'popular' ? byScore(db, where, posts.hotScore, page) : byDate(db, where, page);
    }
    case 'editorial':
      return byDate(db, and(published, sql`${posts.isOfficial}`)!, page);
    case 'subsite': {
      const where = and(
        published,
        eq(query.owner === 'user' ? posts.userId : posts.subsiteId, query.ownerId),
        query.exceptId === null ? undefined : ne(posts.id, query.exceptId),
        query.sort === 'month' || query.sort === 'year' ? gte(posts.publishedAt, rangeStart(query.sort, timeZone)!) : undefined,
      )!;
      if (query.sort === 'new') return byDate(db, where, page);
      return byScore(db, where, query.sort === 'popular' ? posts.hotScore : posts.rating, page);
    }
  }
}

/** One offset page of a list that stops at `limit` posts, so its count stays bounded too. */
export async function newsPage(db: Db, communityIds: readonly number[], page: number, perPage: number, limit: number): Promise<{ ids: number[]; total: number }> {
  if (communityIds.length === 0) return { ids: [], total: 0 };
  const where = and(published, sql`${posts.subsiteId} = any(${sql.param([...communityIds])}::int[])`)!;
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: posts.id })
      .from(posts)
      .where(where)
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(db.select({ id: posts.id }).from(posts).where(where).limit(limit).as('news')),
  ]);
  return { ids: rows.map((row) => row.id), total: count?.total ?? 0 };
}

// The rankings are generated columns, exact after every write; a bulk load leaves stale only the planner's statistics,
// which decide whether the feeds' indexes are used.
export async function refreshFeedRankings(db: Db): Promise<void> {
  await db.execute(sql`analyze ${posts}`);
}
