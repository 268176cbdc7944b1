import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { errorAnswer, invalidAnswer } from '../../../../tests/support/errors.ts';
import { expectEvents, settle } from '../../../../tests/support/events.ts';
import { inertiaHeaders, publishPost, saveByRoute, writePost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { countRender } from '../../../../tests/support/count-queries.ts';
import { notifications, posts, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { follows: { max: 10_000 } } });
});
afterAll(() => app.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function call(method: 'GET' | 'POST' | 'DELETE', postId: number, userId: number | null, payload?: object) {
  const headers = userId === null ? guestHeaders() : await sessionHeaders(app, userId);
  return app.inject({ method, url: `/posts/${postId}/schedule`, headers: { accept: 'application/json', ...headers }, payload });
}

async function postRow(id: number) {
  const [row] = await app.db.select().from(posts).where(eq(posts.id, id));
  return row!;
}

/** The schedule's time comes: the post's time and its queued job are moved into the past. */
async function timeComes(postId: number) {
  await app.db.update(posts).set({ scheduledAt: sql`now() - interval '1 second'` }).where(eq(posts.id, postId));
  await app.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where name = 'posts.publish-scheduled' and state = 'created'`);
}

describe('scheduling a draft', () => {
  it('sets, moves and cancels the time; the author reads it back', async () => {
    const author = await createUser(app);
    const draft = await writePost(app, author.id, { title: 'Планы на зиму' });
    const at = inMinutes(90);
    const set = await call('POST', draft.id, author.id, { at });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ scheduled_at: at });
    expect((await call('GET', draft.id, author.id)).json()).toEqual({ scheduled_at: at });

    const later = inMinutes(60 * 24);
    expect((await call('POST', draft.id, author.id, { at: later })).json()).toEqual({ scheduled_at: later });
    expect((await postRow(draft.id)).scheduledAt!.toISOString()).toBe(later);

    expect((await call('DELETE', draft.id, author.id)).json()).toEqual({ scheduled_at: null });
    expect((await postRow(draft.id)).scheduledAt).toBeNull();
    expect((await postRow(draft.id)).isPublish).toBe(false);
  });

  it('accepts a time in the future up to a year ahead, with its offset; 422 otherwise', async () => {
    const author = await createUser(app);
    const draft = await writePost(app, author.id);
    const refused = async (at: string) => (await call('POST', draft.id, author.id, { at })).json();
    expect(await refused(inMinutes(-1))).toEqual(invalidAnswer({ at: 'scheduling.errors.past' }));
    expect(await refused(inMinutes(367 * 24 * 60))).toEqual(invalidAnswer({ at: 'scheduling.errors.tooFar' }));
    expect(await refused('завтра')).toEqual(invalidAnswer({ at: 'validation.invalid' }));
    expect(await refused('2030-01-01T10:00')).toEqual(invalidAnswer({ at: 'validation.invalid' }));
    expect((await call('POST', draft.id, author.id, { at: '2099-01-01T10:00:00+03:00' })).statusCode).toBe(422);
    expect((await postRow(draft.id)).scheduledAt).toBeNull();
  });

  it('refuses an empty draft, like publishing it would', async () => {
    const author = await createUser(app);
    const draft = await writePost(app, author.id, { blocks: [] });
    expect((await call('POST', draft.id, author.id, { at: inMinutes(10) })).json()).toEqual(invalidAnswer({ blocks: 'posts.errors.publishEmpty' }));
  });

  it("is for the draft's author: others get 404 as for a missing post, guests 401, a published post 409", async () => {
    const [author, other] = [await createUser(app), await createUser(app)];
    const draft = await writePost(app, author.id);
    const body = { at: inMinutes(30) };
    expect((await call('POST', draft.id, other.id, body)).statusCode).toBe(404);
    expect((await call('GET', draft.id, other.id)).statusCode).toBe(404);
    expect((await call('DELETE', draft.id, other.id)).statusCode).toBe(404);
    expect((await call('POST', draft.id, null, body)).statusCode).toBe(401);
    expect((await call('POST', 2_000_000_000, author.id, body)).statusCode).toBe(404);

    const published = await publishPost(app, author.id);
    const refused = await call('POST', published.id, author.id, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(errorAnswer('scheduling.errors.published'));
    // Someone else's published post is seen but not theirs to change.
    expect((await call('POST', published.id, other.id, body)).statusCode).toBe(403);
  });

  it('refuses a banned author', async () => {
    const author = await createUser(app);
    const draft = await writePost(app, author.id);
    await app.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, author.id));
    expect((await call('POST', draft.id, author.id, { at: inMinutes(30) })).statusCode).toBe(403);
  });

  it('is cleared by publishing by hand', async () => {
    const author = await createUser(app);
    const draft = await saveByRoute(app, author.id, { title: 'Опубликую сам' });
    await call('POST', draft.id, author.id, { at: inMinutes(30) });
    await saveByRoute(app, author.id, { id: draft.id, title: 'Опубликую сам', is_publish: 1 });
    expect(await postRow(draft.id)).toMatchObject({ isPublish: true, scheduledAt: null });
    expect((await call('GET', draft.id, author.id)).json()).toEqual({ scheduled_at: null });
  });
});

describe('the time comes', () => {
  it('publishes the draft as publishing by hand does: its event, and followers told of the new post', async () => {
    const [author, reader] = [await createUser(app), await createUser(app)];
    await app.inject({ method: 'POST', url: `/follows/${author.id}`, headers: { accept: 'application/json', ...(await sessionHeaders(app, reader.id)) } });
    const draft = await writePost(app, author.id, { title: 'Утренний пост', text: 'Выйдет сам #утро' });
    await call('POST', draft.id, author.id, { at: inMinutes(5) });

    // Not yet: whatever else is due runs, and the draft waits.
    await settle(app);
    expect((await postRow(draft.id)).isPublish).toBe(false);

    await timeComes(draft.id);
    await expectEvents(app, () => app.jobs.runDue(), [{ type: 'post.published', postId: draft.id, authorId: author.id, tags: ['утро'] }]);
    await settle(app);
    expect(await postRow(draft.id)).toMatchObject({ isPublish: true, scheduledAt: null });
    const told = await app.db.select({ type: notifications.type }).from(notifications).where(and(eq(notifications.userId, reader.id), eq(notifications.postId, draft.id)));
    expect(told).toEqual([{ type: 'new_post' }]);
    const page = await app.inject({ url: draft.url });
    expect(page.statusCode).toBe(200);
  });

  it('publishes once when the job and the sweep both find it due', async () => {
    const author = await createUser(app);
    const draft = await writePost(app, author.id);
    await call('POST', draft.id, author.id, { at: inMinutes(5) });
    await timeComes(draft.id);
    await app.jobs.send('posts.scheduled-sweep', {});
    await expectEvents(app, () => app.jobs.runDue(), [{ type: 'post.published', postId: draft.id }]);
  });

  it('the sweep publishes an overdue draft whose job was lost', async () => {
    const author = await createUser(app);
    const draft = await writePost(app, author.id);
    await call('POST', draft.id, author.id, { at: inMinutes(5) });
    await app.db.execute(sql`delete from pgboss.job where name = 'posts.publish-scheduled'`);
    await timeComes(draft.id);
    await app.jobs.send('posts.scheduled-sweep', {});
    await expectEvents(app, () => app.jobs.runDue(), [{ type: 'post.published', postId: draft.id }]);
  });

  it('a moved or cancelled schedule: the old job publishes nothing', async () => {
    const author = await createUser(app);
    const [moved, cancelled] = [await writePost(app, author.id), await writePost(app, author.id)];
    await call('POST', moved.id, author.id, { at: inMinutes(5) });
    await call('POST', cancelled.id, author.id, { at: inMinutes(5) });
    await call('POST', moved.id, author.id, { at: inMinutes(600) });
    await call('DELETE', cancelled.id, author.id);
    await app.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where name = 'posts.publish-scheduled' and state = 'created'`);
    await expectEvents(app, () => app.jobs.runDue(), []);
    expect((await postRow(moved.id)).scheduledAt).not.toBeNull();
  });

  it('a draft its author can no longer publish stays a draft and loses its schedule', async () => {
    const author = await createUser(app);
    const draft = await writePost(app, author.id);
    await call('POST', draft.id, author.id, { at: inMinutes(5) });
    await app.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, author.id));
    await timeComes(draft.id);
    await expectEvents(app, () => app.jobs.runDue(), []);
    expect(await postRow(draft.id)).toMatchObject({ isPublish: false, scheduledAt: null });
  });
});

describe('the drafts page', () => {
  it('lists scheduled drafts apart, soonest first, with their time', async () => {
    const author = await createUser(app);
    const plain = await writePost(app, author.id, { title: 'Просто черновик' });
    const [later, sooner] = [await writePost(app, author.id, { title: 'Позже' }), await writePost(app, author.id, { title: 'Раньше' })];
    const [laterAt, soonerAt] = [inMinutes(120), inMinutes(60)];
    await call('POST', later.id, author.id, { at: laterAt });
    await call('POST', sooner.id, author.id, { at: soonerAt });
    const page = await app.inject({ url: `/${author.slug}/drafts`, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, author.id)) } });
    const props = page.json().props;
    expect(props.scheduled.map((item: { post: { id: number }; scheduled_at: string }) => [item.post.id, item.scheduled_at])).toEqual([
      [sooner.id, soonerAt],
      [later.id, laterAt],
    ]);
    expect(props.posts.data.map((post: { id: number }) => post.id)).toEqual([plain.id]);
    expect(props.posts.total).toBe(1);
  });

  it('costs the same number of statements for 2 scheduled drafts as for 20', async () => {
    const author = await createUser(app);
    const headers = { ...inertiaHeaders, ...(await sessionHeaders(app, author.id)) };
    const scheduleMore = async (count: number) => {
      for (let i = 0; i < count; i++) await call('POST', (await writePost(app, author.id)).id, author.id, { at: inMinutes(60 + i) });
    };
    const count = async () => {
      await app.inject({ url: `/${author.slug}/drafts`, headers });
      return countRender(app, () => app.inject({ url: `/${author.slug}/drafts`, headers }));
    };
    await scheduleMore(2);
    const two = await count();
    await scheduleMore(18);
    expect(await count()).toBe(two);
  });
});

describe('scheduling past its budget', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildTestApp({ rateLimits: { postSchedules: { max: 2 } } });
  });
  afterAll(() => limited.close());

  it('answers 429 to the third request in a row', async () => {
    const author = await createUser(limited);
    const draft = await writePost(limited, author.id);
    const headers = { accept: 'application/json', ...(await sessionHeaders(limited, author.id)) };
    const change = () => limited.inject({ method: 'POST', url: `/posts/${draft.id}/schedule`, headers, payload: { at: inMinutes(30) } });
    expect([(await change()).statusCode, (await change()).statusCode]).toEqual([200, 200]);
    const refused = await change();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(errorAnswer('errors.tooManyRequests'));
  });
});
