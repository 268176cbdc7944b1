import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { createCommunity, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { nextPush, subscribed } from '../../../../tests/support/realtime.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { STATISTICS_DAYS, VIEW_REPORT_LIMITS } from '../../../shared/api/views.ts';
import { channels } from '../../../shared/realtime.ts';
import { posts, postViewDays, postViewMarks } from '../../db/schema/index.ts';
import { daysBefore, siteDay } from './views.visitor.ts';

let app: FastifyInstance;
let baseUrl: string;
let author: TestUser;
let reader: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { viewReports: { max: 1000 } } });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  author = await createUser(app);
  reader = await createUser(app);
});
afterAll(() => app.close());

interface Report {
  showings?: unknown;
  views?: unknown;
}

async function report(body: Report, who: number | { agent: string }) {
  const headers = typeof who === 'number' ? await sessionHeaders(app, who) : { ...guestHeaders(), 'user-agent': who.agent };
  return app.inject({ method: 'POST', url: '/views', headers: { accept: 'application/json', ...headers }, payload: body });
}

async function countersOf(id: number) {
  const [row] = await app.db
    .select({ showings: posts.showings, views: posts.views, unique_showings_count: posts.uniqueShowingsCount, unique_views_count: posts.uniqueViewsCount })
    .from(posts)
    .where(eq(posts.id, id));
  return row!;
}

async function statistics(id: number, userId?: number) {
  const headers = { accept: 'application/json', ...(userId ? await sessionHeaders(app, userId) : guestHeaders()) };
  return app.inject({ method: 'GET', url: `/posts/${id}/statistics`, headers });
}

describe('POST /views', () => {
  it('buffers reports without writing, then counts totals and unique readers per day in one flush', async () => {
    const post = await publishPost(app, author.id);
    for (let i = 0; i < 3; i++) expect((await report({ showings: [post.id] }, reader.id)).statusCode).toBe(204);
    await report({ showings: [post.id], views: [post.id] }, author.id);
    await report({ views: [post.id, post.id] }, reader.id);
    await report({ showings: [post.id] }, { agent: 'Firefox' });
    await report({ showings: [post.id] }, { agent: 'Chromium' });
    expect(await countersOf(post.id)).toEqual({ showings: 0, views: 0, unique_showings_count: 0, unique_views_count: 0 });

    await app.views.flush();
    expect(await countersOf(post.id)).toEqual({ showings: 6, views: 2, unique_showings_count: 4, unique_views_count: 2 });

    // The same readers again on the same day: totals grow, unique counts do not.
    await report({ showings: [post.id], views: [post.id] }, reader.id);
    await app.views.flush();
    expect(await countersOf(post.id)).toEqual({ showings: 7, views: 3, unique_showings_count: 4, unique_views_count: 2 });
    const days = await app.db.select().from(postViewDays).where(eq(postViewDays.postId, post.id));
    expect(days).toEqual([expect.objectContaining({ postId: post.id, day: siteDay('Europe/Moscow'), showings: 7, views: 3, uniqueShowings: 4, uniqueViews: 2 })]);
  });

  it('ignores drafts and unknown posts', async () => {
    const draft = await writePost(app, author.id);
    expect((await report({ showings: [draft.id, 2_000_000_000], views: [draft.id] }, reader.id)).statusCode).toBe(204);
    await app.views.flush();
    expect(await countersOf(draft.id)).toEqual({ showings: 0, views: 0, unique_showings_count: 0, unique_views_count: 0 });
  });

  it('refuses reports above their bounds or with anything but post ids', async () => {
    const tooMany = Array.from({ length: VIEW_REPORT_LIMITS.showings + 1 }, (_, i) => i + 1);
    expect((await report({ showings: tooMany }, reader.id)).statusCode).toBe(422);
    expect((await report({ views: Array.from({ length: VIEW_REPORT_LIMITS.views + 1 }, (_, i) => i + 1) }, reader.id)).statusCode).toBe(422);
    expect((await report({ showings: ['<script>'] }, reader.id)).statusCode).toBe(422);
    expect((await report({ showings: [0] }, reader.id)).statusCode).toBe(422);
  });

  it('pushes the fresh counters on post-views.{id} when they are written', async () => {
    const post = await publishPost(app, author.id);
    const socket = await subscribed(baseUrl, channels.postViews(post.id));
    try {
      const push = nextPush(socket);
      await report({ showings: [post.id], views: [post.id] }, reader.id);
      await app.views.flush();
      expect(await push).toEqual({
        channel: channels.postViews(post.id),
        event: 'post-views',
        data: { unique_showings_count: 1, unique_views_count: 1, showings: 1, views: 1, replies_count: 0 },
      });
    } finally {
      socket.disconnect();
    }
  });

  it("pushes a post's counters on post-views.{id} when a reply to it is published or deleted", async () => {
    const parent = await publishPost(app, author.id);
    const socket = await subscribed(baseUrl, channels.postViews(parent.id));
    try {
      let push = nextPush(socket);
      const reply = await publishPost(app, reader.id, { reply_id: parent.id });
      await settle(app);
      expect((await push).data).toEqual({ unique_showings_count: 0, unique_views_count: 0, showings: 0, views: 0, replies_count: 1 });

      push = nextPush(socket);
      const deleted = await app.inject({ method: 'DELETE', url: `/posts/${reply.id}`, headers: { accept: 'application/json', ...(await sessionHeaders(app, reader.id)) } });
      expect(deleted.statusCode, deleted.body).toBe(204);
      await settle(app);
      expect((await push).data).toMatchObject({ replies_count: 0 });
    } finally {
      socket.disconnect();
    }
  });

  describe('a process flushing for the first time that day', () => {
    // A process prunes at its first flush of a day: a fresh app shows it.
    let fresh: FastifyInstance;
    beforeAll(async () => {
      fresh = await buildTestApp();
    });
    afterAll(() => fresh.close());

    it('drops the marks of days that can no longer be reported, keeping yesterday\'s', async () => {
      const post = await publishPost(fresh, (await createUser(fresh)).id);
      const yesterday = daysBefore(siteDay('Europe/Moscow'), 1);
      for (const day of ['2020-01-01', daysBefore(yesterday, 1), yesterday]) {
        await fresh.db.insert(postViewMarks).values({ day, postId: post.id, kind: 1, visitor: 'someone' });
      }
      await fresh.views.flush();
      expect((await fresh.db.select({ day: postViewMarks.day }).from(postViewMarks)).map((mark) => mark.day)).toEqual([yesterday]);
    });
  });
});

describe('GET /posts/{id}/statistics', () => {
  it('gives the author totals, unique counts and the last days, today last', async () => {
    const post = await publishPost(app, author.id);
    await report({ showings: [post.id], views: [post.id] }, reader.id);
    await report({ showings: [post.id] }, author.id);
    await app.views.flush();
    const res = await statistics(post.id, author.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ showings: 2, views: 1, unique_showings_count: 2, unique_views_count: 1 });
    expect(body.days).toHaveLength(STATISTICS_DAYS);
    expect(body.days.at(-1)).toMatchObject({ date: siteDay('Europe/Moscow'), showings: 2, views: 1, unique_showings: 2, unique_views: 1 });
    expect(body.days[0]).toMatchObject({ showings: 0, views: 0 });
  });

  it('gives site editors and community managers the statistics; other readers 403, guests 401, hidden posts 404', async () => {
    const editor = await createUser(app, { role: 'editor' });
    const manager = await createUser(app);
    const community = await createCommunity(app, { creatorId: manager.id });
    const post = await publishPost(app, author.id, { category_id: community.id });
    expect((await statistics(post.id, editor.id)).statusCode).toBe(200);
    expect((await statistics(post.id, manager.id)).statusCode).toBe(200);
    expect((await statistics(post.id, reader.id)).statusCode).toBe(403);
    expect((await statistics(post.id)).statusCode).toBe(401);
    const draft = await writePost(app, author.id);
    expect((await statistics(draft.id, reader.id)).statusCode).toBe(404);
    expect((await statistics(2_000_000_000, reader.id)).statusCode).toBe(404);
  });
});
