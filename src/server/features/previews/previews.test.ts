import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { errorAnswer } from '../../../../tests/support/errors.ts';
import { settle } from '../../../../tests/support/events.ts';
import { inertiaHeaders, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders, signedInAs } from '../../../../tests/support/session.ts';
import { destroyPost } from '../posts/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function call(method: 'GET' | 'POST' | 'DELETE', postId: number, userId: number | null) {
  const headers = userId === null ? guestHeaders() : await sessionHeaders(app, userId);
  return app.inject({ method, url: `/posts/${postId}/preview`, headers: { accept: 'application/json', ...headers } });
}

async function linkFor(postId: number, authorId: number): Promise<string> {
  const answer = await call('POST', postId, authorId);
  expect(answer.statusCode).toBe(200);
  return new URL(answer.json().url).pathname;
}

describe('preview links', () => {
  it('the author makes one link per draft and reads it back; revoking ends it', async () => {
    const author = await createUser(app);
    const draft = await writePost(app, author.id);
    expect((await call('GET', draft.id, author.id)).json()).toEqual({ url: null });
    const link = await linkFor(draft.id, author.id);
    expect(link).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(await linkFor(draft.id, author.id)).toBe(link);
    expect((await call('GET', draft.id, author.id)).json()).toEqual({ url: app.config.appUrl + link });

    expect((await call('DELETE', draft.id, author.id)).json()).toEqual({ url: null });
    expect((await app.inject({ url: link })).statusCode).toBe(404);
    // A new link is a new secret.
    expect(await linkFor(draft.id, author.id)).not.toBe(link);
  });

  it("shows the draft to a guest as a page search engines skip and caches keep nothing of", async () => {
    const author = await createUser(app);
    const draft = await writePost(app, author.id, { title: 'Черновик для редактора', text: 'Посмотрите, пожалуйста.' });
    const link = await linkFor(draft.id, author.id);
    const html = await app.inject({ url: link });
    expect(html.statusCode).toBe(200);
    expect(html.headers['x-robots-tag']).toBe('noindex');
    expect(html.headers['cache-control']).toContain('no-store');
    expect(html.body).toMatch(/<meta [^>]*name="robots" content="noindex"/);
    const page = await app.inject({ url: link, headers: inertiaHeaders });
    expect(page.json()).toMatchObject({ component: 'Preview', props: { post: { id: draft.id, title: 'Черновик для редактора', is_publish: false } } });
    // A second guest is answered afresh, not from the guest page cache.
    expect((await app.inject({ url: link })).headers['x-robots-tag']).toBe('noindex');
  });

  it('answers 404 once the post is published, and publishing spends the link for good', async () => {
    const author = await createUser(app);
    const draft = await writePost(app, author.id, { title: 'Скоро выйдет' });
    const link = await linkFor(draft.id, author.id);
    await publishPost(app, author.id, { id: draft.id, title: 'Скоро выйдет' });
    expect((await app.inject({ url: link })).statusCode).toBe(404);
    await settle(app);
    expect((await call('GET', draft.id, author.id)).json()).toEqual({ url: null });
    const refused = await call('POST', draft.id, author.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(errorAnswer('previews.errors.published'));
  });

  it('answers 404 once the draft is deleted, and for a token never made', async () => {
    const author = await createUser(app);
    const draft = await writePost(app, author.id);
    const link = await linkFor(draft.id, author.id);
    await destroyPost(app.db, await signedInAs(app, author.id), draft.id);
    expect((await app.inject({ url: link })).statusCode).toBe(404);
    expect((await app.inject({ url: `/preview/${'a'.repeat(43)}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/preview/short' })).statusCode).toBe(404);
  });

  it("is the author's: others get 404, guests 401", async () => {
    const [author, other] = [await createUser(app), await createUser(app)];
    const draft = await writePost(app, author.id);
    expect((await call('POST', draft.id, other.id)).statusCode).toBe(404);
    expect((await call('GET', draft.id, other.id)).statusCode).toBe(404);
    expect((await call('DELETE', draft.id, other.id)).statusCode).toBe(404);
    expect((await call('POST', draft.id, null)).statusCode).toBe(401);
  });
});

describe('preview links past their budget', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildTestApp({ rateLimits: { postPreviews: { max: 2 } } });
  });
  afterAll(() => limited.close());

  it('answers 429 to the third request in a row', async () => {
    const author = await createUser(limited);
    const draft = await writePost(limited, author.id);
    const headers = { accept: 'application/json', ...(await sessionHeaders(limited, author.id)) };
    const change = () => limited.inject({ method: 'POST', url: `/posts/${draft.id}/preview`, headers });
    expect([(await change()).statusCode, (await change()).statusCode]).toEqual([200, 200]);
    const refused = await change();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(errorAnswer('errors.tooManyRequests'));
  });
});
