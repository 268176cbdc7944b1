/**
 * Search stays an index read for rare and common words alike: on 40,000 posts where one word
 * is in over a quarter of them, another in a fifth and another in a handful (each with a text of a realistic length),
 * the posts search's statement, first page and next, must not read posts sequentially, and a rare word must use the
 * search index. A common word may instead walk the newest posts by date until enough match, since only
 * the newest RANKED_MATCHES matches are ranked; without RUM the word in a fifth is asked for with its newest weeks
 * and finds the same posts as without them; with the RUM index (PostgreSQL with the extension)
 * a search reads it, or sorts what the search index found (at this size). `npm run bench:search`
 * holds the plans at a million posts. `PERO_PRINT_PLANS=1` prints the plans.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { RANKED_MATCHES, searchPosts, searchSubsites, type ScoreKey } from '../../src/server/features/discovery/discovery.queries.ts';
import { queryAlternatives } from '../../src/server/features/discovery/query-alternatives.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { recomputeRatingPlaces } from '../../src/server/features/ratings/ratings.places.ts';
import { buildTestApp } from '../support/app.ts';
import { explainSent } from '../support/explain.ts';
import { createUser } from '../support/factories.ts';

let app: FastifyInstance;
/** PostgreSQL with the RUM extension has the RUM index (migration 0035), which every post search then reads. */
let rum: boolean;
/** The one post with a longer word that «котик» begins, beside a rare word. */
let longerWordPost: number;

beforeAll(async () => {
  app = await buildTestApp();
  const author = await createUser(app);
  await app.db.execute(sql`
    insert into posts (user_id, subsite_id, slug, title, blocks, is_publish, published_at)
    select ${author.id}, ${author.id}, 'post',
      case when n % 5000 = 0 then 'Редкий броненосец ' || n when n % 5 = 1 then 'Ласточки над рекой ' || n
        when n % 3 = 0 then 'Котики и погода ' || n else 'Заметка номер ' || n end,
      jsonb_build_array(jsonb_build_object('type', 'paragraph', 'data', jsonb_build_object('text',
        repeat('Текст заметки про город и людей ', 25) || 'слово' || n % 150 || ' метка' || n % 120 || ' ' || n))),
      true, now() - n * interval '17 minutes'
    from generate_series(1, 40000) as n`);
  const [inserted] = await queryRows<{ id: number }>(app.db, sql`
    insert into posts (user_id, subsite_id, slug, title, blocks, is_publish, published_at)
    values (${author.id}, ${author.id}, 'post', 'Котиковый броненосец', '[]'::jsonb, true, now()) returning id`);
  longerWordPost = inserted!.id;
  // Each text also has one of 150 words and one of 120 labels: with fewer than 100 frequent words the planner
  // guesses the share of posts a word beginning matches instead of reading it off its statistics.
  // One name in thirty begins with a common first name, which a reader may type on the wrong layout.
  await app.db.execute(sql`
    insert into subsites (type, name, slug)
    select 'community', case when n % 30 = 0 then 'Анна ' else 'Клуб ' end || substr(md5(n::text), 1, 10), 'plan_community_' || n
    from generate_series(1, 20000) as n`);
  // Rows inserted since the last vacuum wait in the GIN indexes' pending lists, which the
  // planner prices as a scan; autovacuum empties them on a live site.
  await app.db.execute(sql`vacuum analyze posts`);
  await app.db.execute(sql`vacuum analyze subsites`);
  rum = (await queryRows(app.db, sql`select 1 from pg_indexes where indexname = 'posts_search_rum_idx'`)).length > 0;
}, 120_000);
afterAll(() => app.close());

const filters = { date: 'all', scopes: [] } as const;

async function postPlans(query: string): Promise<string[]> {
  const search = { readings: queryAlternatives(query), filters: { ...filters, scopes: [] }, timeZone: 'Europe/Moscow' };
  const first = await searchPosts(app.db, search, { page: 1, perPage: 10, after: null });
  expect(first.ids.length, query).toBeGreaterThan(0);
  const plans = await explainSent(app, () => searchPosts(app.db, search, { page: 1, perPage: 10, after: null }));
  if (first.nextKey) plans.push(...(await explainSent(app, () => searchPosts(app.db, search, { page: 2, perPage: 10, after: first.nextKey as ScoreKey }))));
  // The search's own statement, not what it asks the catalog first (with RUM: the table's size).
  const searches = plans.filter((plan) => plan.includes('ts_rank'));
  expect(searches.length, query).toBe(first.nextKey ? 2 : 1);
  return searches;
}

describe('search query plans', () => {
  // With RUM the order is a distance only that index gives, so a plan reads it or sorts what the search index found;
  // a word in a third of the posts walks the newest posts by date on either.
  const RUM_READ = /posts_search_rum_idx|Bitmap Index Scan on posts_search_idx/;
  it.each([
    ['a rare word', 'броненосец', /Bitmap Index Scan on posts_search_idx/, RUM_READ],
    ['a rare word on the wrong layout', ',hjytyjctw', /Bitmap Index Scan on posts_search_idx/, RUM_READ],
    ['a common word', 'котики', /posts_search_idx|posts_published_idx/, /posts_search_rum_idx|posts_published_idx/],
  ])('%s reads an index', async (name, query, index, withRum) => {
    for (const plan of await postPlans(query)) {
      if (process.env.PERO_PRINT_PLANS) console.log(`\n${name}\n${plan}`);
      expect(plan, name).toMatch(rum ? withRum : index);
      expect(plan, name).not.toMatch(/Seq Scan on posts/);
    }
  });

  it('reads a word in a fifth of the posts from the search index with its newest weeks, finding the same posts', async (context) => {
    if (rum) context.skip();
    for (const plan of await postPlans('ласточки')) {
      if (process.env.PERO_PRINT_PLANS) console.log(`\nthe word in a fifth\n${plan}`);
      expect(plan).toMatch(/Bitmap Index Scan on posts_search_idx[^\n]*\n\s*Index Cond: [^\n]*'~\d+'/);
    }
    // Every match has the same rank, so the page is the newest RANKED_MATCHES matches' highest ids.
    const newest = await queryRows<{ id: number }>(app.db, sql`
      select id from (select id from posts where title like 'Ласточки%' order by published_at desc, id desc limit ${RANKED_MATCHES}) as newest
      order by id desc limit 10`);
    const search = { readings: queryAlternatives('ласточки'), filters: { ...filters, scopes: [] }, timeZone: 'Europe/Moscow' };
    const found = await searchPosts(app.db, search, { page: 1, perPage: 10, after: null });
    expect(found.ids).toEqual(newest.map((row) => row.id));
  });

  it('takes a word in more posts than are ranked as meant: not as a prefix of longer words, nor on another layout', async () => {
    const found = async (query: string) =>
      (await searchPosts(app.db, { readings: queryAlternatives(query), filters: { ...filters, scopes: [] }, timeZone: 'Europe/Moscow' }, { page: 1, perPage: 10, after: null })).ids;
    // «котик» is in a third of the posts, «котиков…» (котиковый) in one.
    expect(await found('броненосец котик')).toEqual([]);
    expect(await found('броненосец котиковы')).toEqual([longerWordPost]);
    for (const plan of await postPlans('котики')) expect(plan).not.toMatch(/rjnbrb/);
    // A rare word stays a prefix, and its other layout is searched too.
    expect(await found('броненос')).toContain(longerWordPost);
    expect((await postPlans('броненос')).join('\n')).toMatch(/hjytyjc/);
  });

  it('has the RUM index wherever the server offers the extension', async () => {
    const offered = (await queryRows(app.db, sql`select 1 from pg_available_extensions where name = 'rum'`)).length > 0;
    expect(rum).toBe(offered);
  });

  it.each([
    ['a rare name', createHash('md5').update('2999').digest('hex').slice(0, 10)],
    ['a common first name on the wrong layout', 'fyyf'],
  ])('finds %s through the trigram index', async (name, query) => {
    const found = await searchSubsites(app.db, 'community', queryAlternatives(query), { page: 1, perPage: 10, after: null });
    expect(found.ids.length, name).toBeGreaterThan(0);
    const plans = await explainSent(app, () => searchSubsites(app.db, 'community', queryAlternatives(query), { page: 1, perPage: 10, after: null }));
    if (process.env.PERO_PRINT_PLANS) console.log(`\n${name}\n${plans[0]}`);
    expect(plans[0], name).toMatch(/Bitmap Index Scan on subsites_name_trgm_idx/);
    expect(plans[0], name).not.toMatch(/Seq Scan on subsites/);
  });

  // Between vacuums: the rows just written must not make the planner read every name (the quick search then took seconds).
  it('keeps finding names through the trigram index right after the rating places rewrite thousands of rows', async () => {
    // Half the names: a pending list past its 4 MB would have been moved into the index as it filled.
    await app.db.execute(sql`update subsites set rating = id % 1000 + 1 where slug like 'plan_community_%' and id % 2 = 0`);
    expect(await recomputeRatingPlaces(app.db)).toBeGreaterThan(9_000);
    const plans = await explainSent(app, () => searchSubsites(app.db, 'community', queryAlternatives('fyyf'), { page: 1, perPage: 10, after: null }));
    expect(plans[0]).toMatch(/Bitmap Index Scan on subsites_name_trgm_idx/);
    expect(plans[0]).not.toMatch(/Seq Scan on subsites/);
  });
});
