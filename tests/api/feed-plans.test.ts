/**
 * Every feed query is an index scan: on a table of 20,000 posts (enough for the planner to
 * prefer an index to reading the table), each feed's skeleton query, first page and next,
 * is explained and must not read posts sequentially or sort the whole table.
 * `PERO_PRINT_PLANS=1` prints the plans (bench/results/2026-11-query-plans.md quotes them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { refreshFeedRankings, feedSkeleton, FEED_PAGE_SIZE, type FeedKey, type FeedQuery } from '../../src/server/features/feeds/feeds.queries.ts';
import { buildTestApp } from '../support/app.ts';
import { explainSent } from '../support/explain.ts';
import { createUser } from '../support/factories.ts';

let app: FastifyInstance;
let readerId: number;

beforeAll(async () => {
  app = await buildTestApp();
  const author = await createUser(app);
  const reader = await createUser(app);
  readerId = reader.id;
  await app.db.execute(sql`
    insert into posts (user_id, subsite_id, slug, title, is_publish, published_at, reaction_sum, disreaction_sum, comments_count, unique_views_count, is_official)
    select ${author.id}, ${author.id}, 'post', 'Пост ' || n, n % 50 <> 0, now() - n * interval '17 minutes',
      (n * 7919) % 40, (n * 104729) % 5, (n * 31) % 12, (n * 13) % 3000, n % 97 = 0
    from generate_series(1, 20000) as n`);
  await app.db.execute(sql`insert into follows (user_id, subsite_id) values (${reader.id}, ${author.id})`);
  await refreshFeedRankings(app.db);
}, 120_000);
afterAll(() => app.close());

/** The plan of the statement a feed's skeleton sends, for its first page or the next. */
async function plansOf(query: FeedQuery, afterFirstPage: boolean): Promise<{ plans: string[]; paged: boolean }> {
  const page = (after: FeedKey | null, number: number) => feedSkeleton(app.db, query, { page: number, perPage: FEED_PAGE_SIZE, after }, 'Europe/Moscow');
  const first = await page(null, 1);
  const paged = afterFirstPage && first.nextKey !== null;
  const plans = await explainSent(app, () => page(paged ? first.nextKey : null, paged ? 2 : 1));
  return { plans, paged };
}

const FEEDS: Array<[string, FeedQuery]> = [
  ['/popular', { feed: 'popular', range: null }],
  ['/popular/today', { feed: 'popular', range: 'today' }],
  ['/popular/week', { feed: 'popular', range: 'week' }],
  ['/popular/month', { feed: 'popular', range: 'month' }],
  ['/popular/year', { feed: 'popular', range: 'year' }],
  ['/popular/all', { feed: 'popular', range: 'all' }],
  ['/new', { feed: 'new', filter: 'all' }],
  ['/new/from5', { feed: 'new', filter: 'from5' }],
  ['/new/from10', { feed: 'new', filter: 'from10' }],
  ['/my/popular', { feed: 'my', sorting: 'popular', viewerId: 0 }],
  ['/my/new', { feed: 'my', sorting: 'new', viewerId: 0 }],
  ['/editorial', { feed: 'editorial' }],
];

describe('feed query plans', () => {
  it.each(FEEDS)('%s reads an index, on its first page and the next', async (name, feed) => {
    const query = feed.feed === 'my' ? { ...feed, viewerId: readerId } : feed;
    for (const next of [false, true]) {
      const { plans: [plan], paged } = await plansOf(query, next);
      if (next && !paged) continue;
      if (process.env.PERO_PRINT_PLANS) console.log(`\n${name}${next ? ' (next page)' : ''}\n${plan}`);
      expect(plan, name).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
      expect(plan, name).not.toMatch(/Seq Scan on posts/);
      // The next page seeks past the keyset, or, for a short window such as today before noon,
      // reads just the window by its start and sorts those few rows: either is bounded.
      if (next) expect(plan, name).toMatch(/Index Cond: \((ROW\((published_at|hot_score|rating), id\) < |published_at >= )/);
    }
  });
});
