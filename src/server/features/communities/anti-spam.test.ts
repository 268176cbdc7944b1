import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { postBody, publishPost } from '../../../../tests/support/posts.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { users } from '../../db/schema/index.ts';
import { isNewAccount } from './anti-spam.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { newAccountComments: { max: 2 }, newAccountPosts: { max: 1 }, commentWrites: { max: 1000 } } });
});
afterAll(() => app.close());

async function send(userId: number, url: string, payload: object) {
  return app.inject({ method: 'POST', url, payload, headers: { accept: 'application/json', ...(await sessionHeaders(app, userId)) } });
}

describe('new accounts', () => {
  it('are young or low rated, and never staff', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const rules = { days: 2, rating: 5 };
    expect(isNewAccount({ role: 'user', rating: 100 }, new Date('2026-11-23T12:00:00Z'), rules, now)).toBe(true);
    expect(isNewAccount({ role: 'user', rating: 1 }, new Date('2025-01-01T00:00:00Z'), rules, now)).toBe(true);
    expect(isNewAccount({ role: 'user', rating: 100 }, new Date('2025-01-01T00:00:00Z'), rules, now)).toBe(false);
    expect(isNewAccount({ role: 'super_admin', rating: 0 }, now, rules, now)).toBe(false);
  });

  it('may write only so many comments and publish only so many posts an hour', async () => {
    const author = await createUser(app, { rating: 500 });
    await app.db.update(users).set({ createdAt: new Date('2024-01-01T00:00:00Z') }).where(eq(users.id, author.id));
    const post = await publishPost(app, author.id);
    const novice = await createUser(app);
    expect((await send(novice.id, '/comments', { post_id: post.id, comment: 'Первый' })).statusCode).toBe(200);
    expect((await send(novice.id, '/comments', { post_id: post.id, comment: 'Второй' })).statusCode).toBe(200);
    const third = await send(novice.id, '/comments', { post_id: post.id, comment: 'Третий' });
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('3600');
    expect((await send(novice.id, '/posts', postBody({ is_publish: 1 }))).statusCode).toBe(200);
    expect((await send(novice.id, '/posts', postBody({ is_publish: 1 }))).statusCode).toBe(429);
    // A draft is not publishing, and an established member is not new.
    expect((await send(novice.id, '/posts', postBody({}))).statusCode).toBe(200);
    expect((await send(author.id, '/comments', { post_id: post.id, comment: 'Один' })).statusCode).toBe(200);
    expect((await send(author.id, '/comments', { post_id: post.id, comment: 'Два' })).statusCode).toBe(200);
    expect((await send(author.id, '/comments', { post_id: post.id, comment: 'Три' })).statusCode).toBe(200);
  });
});
