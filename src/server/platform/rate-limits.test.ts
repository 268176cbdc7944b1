import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../tests/support/app.ts';
import { errorAnswer } from '../../../tests/support/errors.ts';
import { createUser } from '../../../tests/support/factories.ts';
import { savePostRequest } from '../../../tests/support/posts.ts';
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
    app = await buildTestApp({ rateLimits: { uploads: { max: 2 }, postSaves: { max: 3 } } });
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
