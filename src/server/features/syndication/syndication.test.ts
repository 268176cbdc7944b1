/**
 * Feeds through their routes, read by a real feed parser (RSS 2.0 and Atom by rss-parser, JSON Feed by
 * its version's shape): every list in every format lists the newest posts a guest may see, with the
 * lead, the cover and the link; what a guest may not see never appears; pages link to their feeds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import Parser from 'rss-parser';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { block, createCommunity, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { FEED_FORMAT_NAMES, FEED_FORMATS, feedPath, type FeedFormat } from './syndication.links.ts';

let app: FastifyInstance;
let author: TestUser;
let moderator: TestUser;
let community: { id: number; slug: string };
const ids: Record<string, number> = {};

interface ReadItem {
  title: string;
  link: string;
  summary: string;
  image: string | null;
}

interface JsonFeed {
  version: string;
  title: string;
  items: Array<{ id: string; url: string; title: string; summary?: string; content_html?: string; image?: string }>;
}

// Atom's enclosure is a link of its own: rss-parser keeps an entry's links when asked.
type Link = string | { $?: { rel?: string; href: string } };
const parser = new Parser<object, { links?: Link[] }>({ customFields: { item: [['link', 'links', { keepArray: true }]] } });
const atomEnclosure = (links: Link[] = []) => links.flatMap((link) => (typeof link !== 'string' && link.$?.rel === 'enclosure' ? [link.$.href] : []))[0];

async function readFeed(format: FeedFormat, list: string, headers: Record<string, string> = guestHeaders()): Promise<{ title: string; items: ReadItem[] }> {
  const res = await app.inject({ url: feedPath(format, list), headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(`${FEED_FORMATS[format].type}; charset=utf-8`);
  if (format === 'json') {
    const feed = res.json<JsonFeed>();
    expect(feed.version).toBe('https://jsonfeed.org/version/1');
    return { title: feed.title, items: feed.items.map((item) => ({ title: item.title, link: item.url, summary: item.summary ?? '', image: item.image ?? null })) };
  }
  const feed = await parser.parseString(res.body);
  return {
    title: feed.title ?? '',
    items: feed.items.map((item) => ({ title: item.title ?? '', link: item.link ?? '', summary: item.contentSnippet ?? item.summary ?? '', image: item.enclosure?.url ?? atomEnclosure(item.links) ?? null })),
  };
}

const titles = (feed: { items: ReadItem[] }) => feed.items.map((item) => item.title);

beforeAll(async () => {
  app = await buildTestApp();
  [author, moderator] = await Promise.all([createUser(app, { name: 'Ольга Лисицына' }), createUser(app, { role: 'super_admin' })]);
  community = await createCommunity(app, { creatorId: author.id, name: 'Путешествия', slug: 'travels_club' });
  ids.old = (await publishPost(app, author.id, { title: 'Старый пост о горах', text: 'Первый абзац про #горы.' })).id;
  ids.cover = (
    await publishPost(app, author.id, {
      title: 'Пост с обложкой',
      blocks: [block.header('Пост с обложкой'), block.paragraph('Лид поста с картинкой про #горы.'), block.carousel([`${app.config.appUrl}/uploads/aa/bb/cover.webp`])],
    })
  ).id;
  ids.inCommunity = (await publishPost(app, author.id, { title: 'Пост в сообществе', text: 'Где побывать летом.', category_id: community.id })).id;
  ids.unpublished = (await publishPost(app, author.id, { title: 'Снятый с публикации', text: 'Нарушение про #горы.' })).id;
  ids.deleted = (await publishPost(app, author.id, { title: 'Удалённый пост', text: 'Удалён автором, про #горы.' })).id;
  ids.draft = (await writePost(app, author.id, { title: 'Черновик', text: 'Ещё пишется про #горы.' })).id;
  await app.db.execute(sql`update posts set published_at = now() - interval '2 days' where id = ${ids.old}`);
  await app.db.execute(sql`update posts set is_official = true where id in (${ids.cover}, ${ids.unpublished})`);
  const moderate = (url: string, method: 'POST' | 'DELETE', payload?: object) => sessionHeaders(app, moderator.id).then((headers) => app.inject({ method, url, headers, ...(payload && { payload }) }));
  expect((await moderate(`/posts/${ids.unpublished}/unpublish`, 'POST', { reason: 'Правила' })).statusCode).toBe(204);
  expect((await moderate(`/posts/${ids.deleted}`, 'DELETE')).statusCode).toBe(204);
  await settle(app);
}, 60_000);
afterAll(() => app.close());

const LISTS = ['/new', '/popular', '/editorial', '/tag/горы', () => `/${author.slug}`, () => `/${community.slug}`];

describe('feeds for readers’ clients', () => {
  it.each(FEED_FORMAT_NAMES)('%s: every list parses and lists the newest posts a guest may see', async (format) => {
    const expected: Record<string, string[]> = {
      '/new': ['Пост в сообществе', 'Пост с обложкой', 'Старый пост о горах'],
      '/editorial': ['Пост с обложкой'],
      '/tag/горы': ['Пост с обложкой', 'Старый пост о горах'],
      [`/${author.slug}`]: ['Пост в сообществе', 'Пост с обложкой', 'Старый пост о горах'],
      [`/${community.slug}`]: ['Пост в сообществе'],
    };
    for (const entry of LISTS) {
      const list = typeof entry === 'string' ? entry : entry();
      const feed = await readFeed(format, list);
      if (list === '/popular') expect(titles(feed).sort()).toEqual(expected['/new']!.slice().sort());
      else expect(titles(feed), list).toEqual(expected[list]);
    }
  });

  it.each(FEED_FORMAT_NAMES)('%s: an item carries its lead, its cover and its link', async (format) => {
    const feed = await readFeed(format, '/new');
    const item = feed.items.find((each) => each.title === 'Пост с обложкой')!;
    expect(item.link).toMatch(new RegExp(`^${app.config.appUrl}/${author.slug}/${ids.cover}-`));
    expect(item.summary).toContain('Лид поста с картинкой');
    expect(item.image).toBe(`${app.config.appUrl}/uploads/aa/bb/cover.webp`);
    expect(feed.title).toBe('Свежее — Перо');
  });

  it('is the same for a member as for a guest: no one’s own filters reach it', async () => {
    const reader = await createUser(app);
    const headers = await sessionHeaders(app, reader.id);
    expect((await app.inject({ method: 'POST', url: `/ignore/${community.id}`, headers, payload: {} })).statusCode).toBeLessThan(300);
    expect(titles(await readFeed('rss', '/new', headers))).toContain('Пост в сообществе');
  });

  it('shows an empty blog for a member who hid their posts, and answers 404 for no such blog', async () => {
    const showPosts = async (status: boolean) => {
      const res = await app.inject({ method: 'POST', url: '/settings/show-posts', headers: await sessionHeaders(app, author.id), payload: { status } });
      expect(res.statusCode).toBe(200);
      await settle(app);
    };
    expect((await readFeed('atom', `/${author.slug}`)).items).not.toEqual([]);
    await showPosts(false);
    try {
      expect((await readFeed('atom', `/${author.slug}`)).items).toEqual([]);
    } finally {
      await showPosts(true);
    }
    expect((await app.inject({ url: '/rss/no_such_blog', headers: guestHeaders() })).statusCode).toBe(404);
  });

  it('is dropped from the guests’ cache when a post is published into its list', async () => {
    expect(titles(await readFeed('rss', `/${community.slug}`))).toEqual(['Пост в сообществе']);
    await publishPost(app, author.id, { title: 'Второй пост в сообществе', text: 'Осенью.', category_id: community.id });
    await settle(app);
    expect(titles(await readFeed('rss', `/${community.slug}`))).toEqual(['Второй пост в сообществе', 'Пост в сообществе']);
  });

  it('reads a list in a bounded number of statements', async () => {
    const statements = await countQueries(app, () => app.inject({ url: '/atom/tag/%D0%B3%D0%BE%D1%80%D1%8B?fresh', headers: guestHeaders() }));
    expect(statements).toBeLessThanOrEqual(4);
  });
});

describe('links to the feeds', () => {
  it('are in the head of the lists’ pages', async () => {
    const pages = ['/new', '/popular', '/editorial', '/tag/горы', `/${author.slug}`, `/${community.slug}`];
    for (const page of pages) {
      const html = (await app.inject({ url: encodeURI(page), headers: guestHeaders() })).body;
      const links = [...html.matchAll(/<link data-pero-head rel="alternate" type="([^"]+)" title="[^"]+" href="([^"]+)">/g)].map((match) => [match[1], match[2]]);
      const list = page === '/tag/горы' ? `/tag/${encodeURIComponent('горы')}` : page;
      expect(links, page).toEqual(FEED_FORMAT_NAMES.map((format) => [FEED_FORMATS[format].type, app.config.appUrl + feedPath(format, list)]));
    }
  });
});
