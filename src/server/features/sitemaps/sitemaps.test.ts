/**
 * robots.txt and the sitemaps through their routes: the index names files that exist, every file lists what
 * a guest may open and nothing else, a publish reaches its month, and on a 100,000-post month every file
 * stays within the protocol's limits while the index reads no post.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { createCommunity, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { recountAllMonths } from './sitemaps.queries.ts';
import { SITEMAP_LIMITS } from './sitemap-xml.ts';

let app: FastifyInstance;
let author: TestUser;
let community: { id: number; slug: string };
const ids: Record<string, number> = {};

async function get(path: string): Promise<string> {
  const res = await app.inject({ url: path });
  expect(res.statusCode, path).toBe(200);
  return res.body;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
const relative = (urls: string[]) => urls.map((url) => url.slice(app.config.appUrl.length));

/** Every address in every file the index names. */
async function everyListedPage(): Promise<string[]> {
  const files = relative(locs(await get('/sitemap.xml')));
  return relative((await Promise.all(files.map(get))).flatMap(locs));
}

beforeAll(async () => {
  app = await buildTestApp();
  author = await createUser(app, { name: 'Кира Зимина' });
  const moderator = await createUser(app, { role: 'super_admin' });
  community = await createCommunity(app, { creatorId: author.id, name: 'Зимние виды спорта', slug: 'winter_sports' });
  ids.shown = (await publishPost(app, author.id, { title: 'Лыжи для начинающих', text: 'Про #лыжи.' })).id;
  ids.inCommunity = (await publishPost(app, author.id, { title: 'Коньки', text: 'Каток.', category_id: community.id })).id;
  ids.unpublished = (await publishPost(app, author.id, { title: 'Снятый пост', text: 'Про #сноуборд.' })).id;
  ids.deleted = (await publishPost(app, author.id, { title: 'Удалённый пост', text: 'Удалён.' })).id;
  ids.draft = (await writePost(app, author.id, { title: 'Черновик', text: 'Про #санки.' })).id;
  await app.db.execute(sql`update posts set published_at = '2025-03-15T12:00:00Z' where id = ${ids.inCommunity}`);
  const headers = await sessionHeaders(app, moderator.id);
  expect((await app.inject({ method: 'POST', url: `/posts/${ids.unpublished}/unpublish`, headers, payload: { reason: 'Правила' } })).statusCode).toBe(204);
  expect((await app.inject({ method: 'DELETE', url: `/posts/${ids.deleted}`, headers })).statusCode).toBe(204);
  await settle(app);
  // The date above was moved around the commands, as an import would.
  await recountAllMonths(app.db);
}, 60_000);
afterAll(() => app.close());

describe('robots.txt', () => {
  it('keeps crawlers out of private areas and names the sitemap', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/settings$/m);
    expect(res.body).toContain(`Sitemap: ${app.config.appUrl}/sitemap.xml`);
  });
});

describe('the sitemaps', () => {
  it('index the site’s pages, each month of posts, the tags, blogs and communities', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const month = new Date().toISOString().slice(0, 7);
    expect(relative(locs(res.body))).toEqual(['/sitemaps/pages.xml', '/sitemaps/posts-2025-03.xml', `/sitemaps/posts-${month}.xml`, '/sitemaps/tags-1.xml', '/sitemaps/blogs-1.xml', '/sitemaps/communities-1.xml']);
    expect(res.body).toMatch(/<sitemap><loc>[^<]+posts-2025-03\.xml<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/sitemap>/);
  });

  it('list what a guest may open, and never an unpublished, deleted or draft post', async () => {
    const pages = await everyListedPage();
    const postUrls = pages.filter((page) => /^\/[a-z0-9_]+\/\d+-/.test(page));
    expect(postUrls.map((page) => Number(/\/(\d+)-/.exec(page)![1])).sort()).toEqual([ids.shown, ids.inCommunity].sort());
    expect(pages).toEqual(expect.arrayContaining(['/', '/popular', `/tag/${encodeURIComponent('лыжи')}`, `/${author.slug}`, `/${community.slug}`]));
    expect(pages).not.toContain(`/tag/${encodeURIComponent('сноуборд')}`);
    expect(pages).not.toContain(`/tag/${encodeURIComponent('санки')}`);
  });

  it('take in a published post once its events are delivered', async () => {
    const post = await publishPost(app, author.id, { title: 'Снегоступы', text: 'Зимний поход.' });
    await settle(app);
    expect((await everyListedPage()).some((page) => page.includes(`/${post.id}-`))).toBe(true);
  });

  it('answer 404 for a file that is not in the index', async () => {
    for (const file of ['posts-2024-01.xml', 'posts-2025-03-2.xml', 'posts-2025-13.xml', 'tags-2.xml', 'blogs-0.xml', 'users-1.xml']) {
      expect((await app.inject({ url: `/sitemaps/${file}` })).statusCode, file).toBe(404);
    }
  });
});

describe('on a month of 100,000 posts', () => {
  const LARGE = 100_000;

  beforeAll(async () => {
    // Written around the commands, as an import would, then counted as after one.
    await app.db.execute(sql`
      insert into posts (user_id, subsite_id, slug, title, is_publish, published_at)
      select ${author.id}, ${author.id}, 'post-' || n, 'Пост ' || n, true, timestamptz '2024-06-01T00:00:00Z' + n * interval '1 second'
      from generate_series(1, ${LARGE}) n`);
    await recountAllMonths(app.db);
  }, 120_000);

  it('cut the month in files within the protocol’s limits, each post in one of them', async () => {
    const index = await get('/sitemap.xml');
    const files = relative(locs(index)).filter((file) => file.startsWith('/sitemaps/posts-2024-06'));
    expect(files).toEqual(['/sitemaps/posts-2024-06.xml', '/sitemaps/posts-2024-06-2.xml']);
    const seen = new Set<string>();
    for (const file of files) {
      const body = await get(file);
      const urls = locs(body);
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_LIMITS.urls);
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes);
      for (const url of urls) seen.add(url);
    }
    expect(seen.size).toBe(LARGE);
  }, 60_000);

  it('read the index without reading the posts', async () => {
    const read = () => app.inject({ url: '/sitemap.xml' });
    expect(await countQueries(app, read)).toBe(4);
    expect(await countQueries(app, read, /from "posts"/)).toBe(0);
  });
});
