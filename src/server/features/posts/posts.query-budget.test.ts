/**
 * What the post page and a tag page cost in SQL statements, as a fixed budget. The embedded
 * database runs one statement at a time, each a trip to its thread, so a statement added to these
 * pages slows every request in the process: a change here must be a decision, not a drift.
 * A guest is mostly answered from the page cache; these are the renders behind it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { createCommunity, inertiaHeaders, publishPost } from '../../../../tests/support/posts.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';

let app: FastifyInstance;
let reader: TestUser;
let postUrl: string;
const TAG_URL = `/tag/${encodeURIComponent('бюджет')}`;
const html = { accept: 'text/html' };

beforeAll(async () => {
  // The guest page cache keeps nothing here: what is counted is the cost of a render.
  app = await buildTestApp({ pageCache: { maxEntries: 0 } });
  const author = await createUser(app);
  reader = await createUser(app);
  const community = await createCommunity(app, { creatorId: author.id, name: 'Бюджет' });
  const parent = await publishPost(app, author.id, { title: 'Исходный пост' });
  // Cards of every kind: in a community and in a blog, with and without a post replied to.
  for (let i = 0; i < 20; i++) {
    await publishPost(app, author.id, {
      title: `Пост ${i}`,
      text: 'Текст #бюджет',
      ...(i % 2 ? { category_id: community.id } : {}),
      ...(i % 3 ? {} : { reply_id: parent.id }),
    });
  }
  postUrl = (await publishPost(app, author.id, { title: 'Страница поста', text: 'Текст #бюджет', category_id: community.id, reply_id: parent.id })).url;
});
afterAll(() => app.close());

/** Statements of one visit, after a first visit has warmed the per-app caches (site settings, sidebar). */
async function statements(url: string, headers: Record<string, string>, userId?: number): Promise<number> {
  const session = userId ? await sessionHeaders(app, userId) : {};
  const visit = () => app.inject({ url, headers: { ...headers, ...session } });
  expect((await visit()).statusCode).toBe(200);
  return countQueries(app, visit);
}

/** Per page: guests as HTML and as an Inertia visit, then a member as HTML. */
const BUDGETS = [
  {
    // A member's ban in the post's community (it replaces the comment form) is a branch of their state's statement.
    // The series box is one statement of its own, kept with the shared half like the post (ADR 0076).
    page: 'the post page: the post, its cards, the post replied to, its series',
    url: () => postUrl,
    budget: { guestHtml: 4, guestInertia: 4, memberHtml: 6 },
  },
  {
    page: 'a tag page of 20 cards: skeleton, total, posts, cards, posts replied to',
    url: () => TAG_URL,
    budget: { guestHtml: 5, guestInertia: 5, memberHtml: 7 },
  },
];

describe('statements per page (a member adds two: the session read with their shell — the menu’s counters and the sidebar’s followed communities; their state for the page’s items — follows, likes and reactions, bookmarks, bans in its communities — in one)', () => {
  it.each(BUDGETS)('$page', async ({ url, budget }) => {
    expect({
      guestHtml: await statements(url(), html),
      guestInertia: await statements(url(), inertiaHeaders),
      memberHtml: await statements(url(), html, reader.id),
    }).toEqual(budget);
  });
});
