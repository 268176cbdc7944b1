import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { fakeGifOutbound, startFakeGifApi, type FakeGifApi } from '../../../../tests/support/fake-gif-api.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { guestHeaders, sessionHeaders, type SessionHeaders } from '../../../../tests/support/session.ts';
import { inertiaHeaders } from '../../../../tests/support/posts.ts';
import { GIF_LIMITS } from '../../../shared/dto/gif.ts';
import { media } from '../../db/schema/index.ts';

let fake: FakeGifApi;
let app: FastifyInstance;
let headers: SessionHeaders;
beforeAll(async () => {
  fake = await startFakeGifApi();
  app = await buildTestApp({ config: { gifApi: { url: fake.url, key: fake.key } }, outbound: fakeGifOutbound });
  headers = await sessionHeaders(app, (await createUser(app)).id);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const search = (query: string, extra: Record<string, string> = headers) => app.inject({ method: 'GET', url: `/gifs?${query}`, headers: { accept: 'application/json', ...extra } });

describe('GIF search through the server', () => {
  it('pages a search by 18 with the service’s cursor, and shows the featured GIFs for an empty query', async () => {
    const first = await search('q=cat%20meme');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.results).toHaveLength(GIF_LIMITS.perPage);
    expect(page.results[0]).toEqual({ id: '1000', url: expect.stringMatching(/\/media\/1000\/tiny\.gif$/), width: 48, height: 32, title: 'cat meme 1000' });
    expect(page.next).toBe('18');
    const asked = fake.requests.at(-1)!;
    expect([asked.pathname, asked.searchParams.get('q'), asked.searchParams.get('limit'), asked.searchParams.get('key')]).toEqual(['/v2/search', 'cat meme', '18', fake.key]);

    const rest = (await search('q=cat%20meme&pos=36')).json();
    expect(rest.results).toHaveLength(4);
    expect(rest.next).toBeNull();

    await search('q=');
    expect(fake.requests.at(-1)!.pathname).toBe('/v2/featured');
    expect((await search('q=ничего')).json()).toEqual({ results: [], next: null });
  });

  it('never lets the key reach the browser', async () => {
    const answer = await search('q=cat');
    expect(answer.body).not.toContain(fake.key);
    const page = await app.inject({ method: 'GET', url: '/', headers: { ...headers, ...inertiaHeaders } });
    expect(page.body).not.toContain(fake.key);
    expect(page.json().props.gifSearch).toBe(true);
  });

  it('refuses guests, a long query and a malformed cursor; a failing service is a message, not a crash', async () => {
    expect((await search('q=cat', guestHeaders())).statusCode).toBe(401);
    expect((await search(`q=${'a'.repeat(GIF_LIMITS.query + 1)}`)).statusCode).toBe(422);
    expect((await search('q=cat&pos=%3Cscript%3E')).statusCode).toBe(422);
    fake.failWith = 500;
    try {
      const failed = await search('q=cat');
      expect(failed.statusCode).toBe(503);
      expect(failed.json().message).toBe('Поиск GIF сейчас не работает, попробуйте позже');
    } finally {
      fake.failWith = null;
    }
  });

  it('keeps a chosen GIF as the viewer’s own media, an animated image copied from the service', async () => {
    const res = await app.inject({ method: 'POST', url: '/media/gifs', payload: { id: '1003' }, headers: { accept: 'application/json', ...headers } });
    expect(res.statusCode, res.body).toBe(200);
    const kept = res.json();
    expect(kept.data).toMatchObject({ resource_type: 'image', is_image: true, width: 48, height: 32 });
    expect(kept.data.url).toMatch(/\/uploads\/media\/.+\.webp$/);
    const [row] = await app.db.select().from(media).where(eq(media.id, kept.id));
    expect(row!.sourceUrl).toMatch(/\/media\/1003\/medium\.gif$/);
    expect(fake.requests.some((url) => url.pathname === '/v2/posts' && url.searchParams.get('ids') === '1003')).toBe(true);

    const unknown = await app.inject({ method: 'POST', url: '/media/gifs', payload: { id: '12' }, headers: { accept: 'application/json', ...headers } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.id).toEqual(['Эту GIF не удалось загрузить, выберите другую']);
  });
});

describe('without a GIF key', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(() => plain.close());

  it('hides the picker and answers 404 to its calls', async () => {
    const own = await sessionHeaders(plain, (await createUser(plain)).id);
    const page = await plain.inject({ method: 'GET', url: '/', headers: { ...own, ...inertiaHeaders } });
    expect(page.json().props.gifSearch).toBe(false);
    expect((await plain.inject({ method: 'GET', url: '/gifs?q=cat', headers: { accept: 'application/json', ...own } })).statusCode).toBe(404);
    expect((await plain.inject({ method: 'POST', url: '/media/gifs', payload: { id: '1000' }, headers: { accept: 'application/json', ...own } })).statusCode).toBe(404);
  });
});
