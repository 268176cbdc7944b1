/**
 * The primary database lost with a replica serving reads: pages keep reading, every save answers
 * 503 with the reason in the reader's language, the shell shows a banner, and all of it ends by
 * itself when the primary returns. Whether the replica answers is the database's to say; here it
 * is told, so the HTTP side is checked on either engine (the cluster test runs the real thing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../support/app.ts';
import { errorAnswer } from '../support/errors.ts';
import { settle } from '../support/events.ts';
import { createUser } from '../support/factories.ts';
import { publishPost, savePostRequest } from '../support/posts.ts';
import { sessionHeaders, type SessionHeaders } from '../support/session.ts';
import { WROTE_COOKIE } from '../../src/server/platform/recent-writes.ts';

let app: FastifyInstance;
let author: SessionHeaders;
let authorId: number;

beforeAll(async () => {
  // The replica is never dialled: the database below is told what it would say.
  app = await buildTestApp({ config: { replicaUrls: ['postgres://replica.invalid/pero'], replicaMaxLagMs: 3_000 } });
  authorId = (await createUser(app)).id;
  author = await sessionHeaders(app, authorId);
});
afterAll(() => app.close());

function primaryLost(lost: boolean) {
  app.database.readOnly = () => lost;
}

describe('with the primary database lost', () => {
  beforeAll(() => primaryLost(true));
  afterAll(() => primaryLost(false));

  it('a save answers 503 with Retry-After and says why, and nothing is stored', async () => {
    const res = await savePostRequest(app, author, { title: 'Не сохранится', is_publish: 1 });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual(errorAnswer('errors.readOnly'));
    expect(res.json().message).toContain('только на чтение');
    primaryLost(false);
    const drafts = await app.inject({ url: '/drafts', headers: { ...author, accept: 'text/html' } });
    primaryLost(true);
    expect(drafts.body).not.toContain('Не сохранится');
  });

  it('pages still answer, with a banner saying the site is read-only, to guests and members', async () => {
    for (const headers of [{}, author]) {
      const res = await app.inject({ url: '/new', headers: { ...headers, accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Сайт временно работает только на чтение');
    }
  });

  it('readiness stays 200 and says read-only, so the balancer keeps sending reads', async () => {
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'read-only', database: 'ok' });
  });
});

describe('with the primary back', () => {
  it('saves again with no banner, and a writer is marked to read their own writes from the primary', async () => {
    const res = await savePostRequest(app, author, { title: 'Сохранится', is_publish: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((cookie) => cookie.name === WROTE_COOKIE)).toMatchObject({ value: '1', maxAge: 7, httpOnly: true });
    // The guests' page kept from the read-only minutes is dropped when the publish is delivered.
    await settle(app);
    const page = await app.inject({ url: '/new', headers: { accept: 'text/html' } });
    expect(page.body).not.toContain('Сайт временно работает только на чтение');
  });

  it('a reader who has not written gets no mark', async () => {
    await publishPost(app, authorId, { title: 'Для чтения' });
    const res = await app.inject({ url: '/new', headers: { ...author, accept: 'text/html' } });
    expect(res.cookies.find((cookie) => cookie.name === WROTE_COOKIE)).toBeUndefined();
  });
});
