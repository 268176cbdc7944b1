/**
 * A member's pages are answered by statements PostgreSQL plans once. On the embedded
 * database every text is a named statement (pglite-statements.ts), but a named statement is
 * planned again on each run for as long as PostgreSQL judges its one generic plan worse than
 * a plan for the values at hand: an array of one id, or a constant sent as a parameter, can
 * be enough. After a member has opened each kind of page a dozen times, no statement run that
 * often may still be planned per run. (Which plan wins depends on the tables' statistics, so
 * this catches what the test's small tables show; the benchmark's data sets show the rest.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../support/app.ts';
import { settle } from '../support/events.ts';
import { createUser } from '../support/factories.ts';
import { createCommunity, inertiaHeaders, publishPost } from '../support/posts.ts';
import { sessionHeaders } from '../support/session.ts';
import { itemReactions } from '../../src/server/db/schema/index.ts';

let app: FastifyInstance;
const pages: string[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  const author = await createUser(app);
  const community = await createCommunity(app, { creatorId: author.id, name: 'Тема' });
  const posts = [];
  for (let i = 0; i < 3; i++) posts.push(await publishPost(app, author.id, { title: `Пост ${i}`, text: 'Про #планы', ...(i ? { category_id: community.id } : {}) }));
  const comment = await app.inject({ method: 'POST', url: '/comments', headers: await sessionHeaders(app, author.id), payload: { comment: 'Первый комментарий', post_id: posts[0]!.id } });
  expect(comment.statusCode, comment.body).toBe(200);
  await app.db.insert(itemReactions).values({ userId: author.id, targetType: 'post', targetId: posts[1]!.id, value: 1 });
  const writer = { ...(await sessionHeaders(app, author.id)), accept: 'application/json' };
  const series = (await app.inject({ method: 'POST', url: '/series', headers: writer, payload: { title: 'Серия' } })).json() as { id: number; url: string };
  for (const post of posts.slice(0, 2)) await app.inject({ method: 'POST', url: `/series/${series.id}/posts`, headers: writer, payload: { post_id: post.id } });
  pages.push(posts[0]!.url, `/tag/${encodeURIComponent('планы')}`, '/new', '/popular', series.url);
  await settle(app);
});
afterAll(() => app.close());

describe.skipIf(process.env.DATABASE_URL)('statements of a member’s pages on the embedded database', () => {
  it('are planned once, not on every run', async () => {
    const reader = await createUser(app);
    const headers = { ...(await sessionHeaders(app, reader.id)), ...inertiaHeaders };
    for (let round = 0; round < 12; round++) {
      for (const url of pages) expect((await app.inject({ url, headers })).statusCode).toBe(200);
    }
    const { rows } = await app.database.execute(
      // The job queue's own polling is not a page's.
      `select statement, custom_plans, generic_plans from pg_prepared_statements
        where custom_plans + generic_plans >= 12 and statement not like '%pgboss.%' order by statement`,
    );
    const often = rows as Array<{ statement: string; custom_plans: number; generic_plans: number }>;
    // The member's session read with their shell, and their state, at least.
    expect(often.length).toBeGreaterThanOrEqual(2);
    expect(often.filter((row) => Number(row.custom_plans) > 5).map((row) => row.statement)).toEqual([]);
  });
});
