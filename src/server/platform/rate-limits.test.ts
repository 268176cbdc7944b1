import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../tests/support/app.ts';
import { errorAnswer } from '../../../tests/support/errors.ts';
import { createUser } from '../../../tests/support/factories.ts';
import { publishPost, savePostRequest } from '../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders, type SessionHeaders } from '../../../tests/support/session.ts';
import { users } from '../db/schema/index.ts';

// Random addresses keep runs apart when the counters live in a shared Redis.
const ip = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
const login = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress,
    payload: { email: `limits-${randomBytes(6).toString('hex')}@example.test`, password: 'whatever-it-is' },
    headers: { accept: 'application/json', ...guestHeaders() },
  });

function expectLimited(res: LightMyRequestResponse, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(res.json()).toEqual(errorAnswer('errors.tooManyRequests'));
}

describe('rate limits on routes', () => {
  let app: FastifyInstance;
  let alice: SessionHeaders;
  let bob: SessionHeaders;
  beforeAll(async () => {
    // Each write a member makes, limited to two (saves to three): one app for every limit, and a new member per test.
    const two = { max: 2 };
    app = await buildTestApp({
      rateLimits: { uploads: two, postSaves: { max: 3 }, commentWrites: two, follows: two, chatMessages: two, bookmarks: two, likes: two, viewReports: two, search: { max: 2, windowMs: 60_000 } },
    });
    alice = await sessionHeaders(app, (await createUser(app)).id);
    bob = await sessionHeaders(app, (await createUser(app)).id);
  });
  afterAll(() => app.close());

  // Counted before the body is read: a request without a file spends the budget like an upload.
  const upload = (url: string, headers: SessionHeaders) => app.inject({ method: 'POST', url, headers: { ...headers, accept: 'application/json' } });

  it('uploads: past the budget a user gets 429 with Retry-After; other users keep theirs', async () => {
    for (let i = 0; i < 2; i++) expect((await upload('/media', alice)).statusCode).toBe(422);
    expectLimited(await upload('/media', alice), 5 * 60);
    expect((await upload('/media', bob)).statusCode).toBe(422);
  });

  it('uploads: the Editor.js upload has a budget of its own', async () => {
    for (let i = 0; i < 2; i++) expect((await upload('/media/by-file', bob)).statusCode).toBe(422);
    expectLimited(await upload('/media/by-file', bob), 5 * 60);
  });

  it('post saves: a script saving without pause is stopped, in the reader\'s language', async () => {
    const user = await createUser(app);
    await app.db.update(users).set({ language: 'en' }).where(eq(users.id, user.id));
    const headers = await sessionHeaders(app, user.id);
    for (let i = 0; i < 3; i++) expect((await savePostRequest(app, headers)).statusCode).toBe(200);
    const limited = await savePostRequest(app, headers);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual(errorAnswer('errors.tooManyRequests', {}, 'en'));
  });

  /** Each limited write as a new member makes it, to a post and an account of its own. */
  const writes: Record<string, (headers: Record<string, string>, target: { postId: number; userId: number; chatId: () => Promise<number> }) => () => Promise<LightMyRequestResponse>> = {
    comments: (headers, { postId }) => () => app.inject({ method: 'POST', url: '/comments', headers, payload: { comment: 'Ещё', post_id: postId } }),
    likes: (headers, { postId }) => () => app.inject({ method: 'POST', url: '/like', headers, payload: { likeable: 'post', id: postId, value: 1 } }),
    bookmarks: (headers, { postId }) => () => app.inject({ method: 'POST', url: '/bookmark', headers, payload: { bookmarked: 'post', id: postId } }),
    follows: (headers, { userId }) => () => app.inject({ method: 'POST', url: `/follows/${userId}`, headers }),
    'chat messages': (headers, { chatId }) => async () => app.inject({ method: 'POST', url: `/m/messages/${await chatId()}`, headers, payload: { content: 'раз' } }),
  };

  it.each(Object.keys(writes))('%s: the third in a row is refused', async (name) => {
    const [writer, other] = [await createUser(app), await createUser(app)];
    const headers = { accept: 'application/json', ...(await sessionHeaders(app, writer.id)) };
    const post = await publishPost(app, other.id);
    let chat: number | undefined;
    const chatId = async () => (chat ??= (await app.inject({ method: 'POST', url: `/m/start/${other.id}`, headers })).json().id as number);
    const send = writes[name]!(headers, { postId: post.id, userId: other.id, chatId });
    const statuses = [(await send()).statusCode, (await send()).statusCode];
    expectLimited(await send(), 10 * 60);
    expect(statuses).toEqual([200, 200]);
  });

  it('view reports: a reader past the budget gets 429', async () => {
    const from = ip();
    const report = () => app.inject({ method: 'POST', url: '/views', remoteAddress: from, headers: { accept: 'application/json', ...guestHeaders() }, payload: { showings: [1] } });
    expect([(await report()).statusCode, (await report()).statusCode]).toEqual([204, 204]);
    expectLimited(await report(), 10 * 60);
  });

  it('searches: past the searches a person can type, 429', async () => {
    const from = ip();
    const search = () => app.inject({ url: '/discovery?q=кот&type=fast-search', remoteAddress: from, headers: { accept: 'application/json' } });
    expect([(await search()).statusCode, (await search()).statusCode]).toEqual([200, 200]);
    expectLimited(await search(), 60);
  });
});

describe.runIf(process.env.REDIS_URL)('rate limits across processes (Redis)', () => {
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    const rateLimitNamespace = `pero-test:${randomBytes(6).toString('hex')}:rate:`;
    for (let i = 0; i < 2; i++) apps.push(await buildTestApp({ rateLimits: { login: { max: 2 } }, rateLimitNamespace }));
  });
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('count one budget for one client, whichever process answers', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const from = ip();
    expect((await login(first, from)).statusCode).toBe(422);
    expect((await login(second, from)).statusCode).toBe(422);
    expectLimited(await login(first, from), 60);
    expectLimited(await login(second, from), 60);
  });
});
