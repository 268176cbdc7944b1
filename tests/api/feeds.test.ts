/**
 * The feeds: which posts each route and filter shows and in which order, My feed after a
 * follow and an unfollow, guests and /my, cursor pages under new publications, the rules
 * stage and the query count. Each describe block has a database of its own, so the global
 * feeds hold only the posts it wrote. Reactions, comments and views arrive with their own
 * features; until then a test sets the counters they will keep, which is all the rankings read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { follows, posts } from '../../src/server/db/schema/index.ts';
import { saveSiteSetting } from '../../src/server/features/site/site-settings.ts';
import { buildTestApp } from '../support/app.ts';
import { countQueries } from '../support/count-queries.ts';
import { createUser, type TestUser } from '../support/factories.ts';
import { createCommunity, inertiaHeaders, publishPost, writePost } from '../support/posts.ts';
import { sessionHeaders } from '../support/session.ts';
import { settle } from '../support/events.ts';

const json = { accept: 'application/json' };
const HOUR = 60 * 60 * 1000;

interface Counters {
  hoursAgo?: number;
  reactions?: number;
  dislikes?: number;
  comments?: number;
  views?: number;
}

/** Publishes a post through the command, then dates it and sets its counters. */
async function post(app: FastifyInstance, author: TestUser, title: string, counters: Counters = {}, subsiteId?: number): Promise<number> {
  const { id } = await publishPost(app, author.id, { title, ...(subsiteId ? { category_id: subsiteId } : {}) });
  await app.db
    .update(posts)
    .set({
      publishedAt: new Date(Date.now() - (counters.hoursAgo ?? 0) * HOUR),
      reactionSum: counters.reactions ?? 0,
      disreactionSum: counters.dislikes ?? 0,
      commentsCount: counters.comments ?? 0,
      uniqueViewsCount: counters.views ?? 0,
    })
    .where(eq(posts.id, id));
  return id;
}

async function feedIds(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<number[]> {
  const res = await app.inject({ url, headers: { ...json, ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((card: { id: number }) => card.id);
}

/** Every page of a feed, following next_page_url, calling `between` after each page. */
async function allPages(app: FastifyInstance, url: string, between: () => Promise<void> = async () => {}): Promise<number[]> {
  const ids: number[] = [];
  for (let next: string | null = url; next; ) {
    const page: { data: Array<{ id: number }>; next_page_url: string | null } = (await app.inject({ url: next, headers: json })).json();
    ids.push(...page.data.map((card) => card.id));
    next = page.next_page_url;
    await between();
  }
  return ids;
}

describe('Popular, New and their filters', () => {
  let app: FastifyInstance;
  let author: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // Counters are moved by SQL here, which by design drops no cached guest page: keep none.
    app = await buildTestApp({ pageCache: { ttlMs: 0 } });
    author = await createUser(app);
    // Fresh and liked, fresh and quiet, old and much liked, a week old, half a year old.
    ids.freshHit = await post(app, author, 'Свежий и обсуждаемый', { hoursAgo: 2, reactions: 12, comments: 6, views: 400 });
    ids.freshQuiet = await post(app, author, 'Свежий и тихий', { hoursAgo: 1 });
    ids.dayOld = await post(app, author, 'Вчерашний хит', { hoursAgo: 30, reactions: 40, comments: 10 });
    ids.weekOld = await post(app, author, 'Хит недели', { hoursAgo: 24 * 5, reactions: 80 });
    ids.old = await post(app, author, 'Старый хит', { hoursAgo: 24 * 180, reactions: 200, dislikes: 20 });
    ids.disliked = await post(app, author, 'Спорный', { hoursAgo: 3, reactions: 2, dislikes: 9 });
    ids.five = await post(app, author, 'Ровно пять', { hoursAgo: 4, reactions: 6, dislikes: 1 });
  });
  afterAll(() => app.close());

  it('ranks Popular by the hot score: engagement decays with age, dislikes sink', async () => {
    const order = await feedIds(app, '/popular');
    expect(order.indexOf(ids.freshHit!)).toBeLessThan(order.indexOf(ids.freshQuiet!));
    expect(order.indexOf(ids.freshHit!)).toBeLessThan(order.indexOf(ids.dayOld!));
    expect(order.indexOf(ids.freshQuiet!)).toBeLessThan(order.indexOf(ids.old!));
    expect(order.indexOf(ids.five!)).toBeLessThan(order.indexOf(ids.disliked!));
    expect(order.at(-1)).toBe(ids.old);
    expect(order).toHaveLength(7);
  });

  it('follows the counters at once, with no refresh: a reaction moves a post up', async () => {
    await app.db.update(posts).set({ reactionSum: 5000 }).where(eq(posts.id, ids.dayOld!));
    expect((await feedIds(app, '/popular'))[0]).toBe(ids.dayOld);
    await app.db.update(posts).set({ reactionSum: 40 }).where(eq(posts.id, ids.dayOld!));
  });

  it('shows the best posts by rating within each range', async () => {
    expect(await feedIds(app, '/popular/day')).toEqual([ids.freshHit, ids.five, ids.freshQuiet, ids.disliked]);
    expect(await feedIds(app, '/popular/week')).toEqual([ids.weekOld, ids.dayOld, ids.freshHit, ids.five, ids.freshQuiet, ids.disliked]);
    expect(await feedIds(app, '/popular/month')).toEqual(await feedIds(app, '/popular/week'));
    expect(await feedIds(app, '/popular/all')).toEqual([ids.old, ids.weekOld, ids.dayOld, ids.freshHit, ids.five, ids.freshQuiet, ids.disliked]);
    expect(await feedIds(app, '/popular/year')).toEqual(await feedIds(app, '/popular/all'));
  });

  it('counts today from midnight in the site time zone', async () => {
    const today = await feedIds(app, '/popular/today');
    const [midnight] = await app.db.select({ start: sql<string>`(date_trunc('day', now() at time zone 'Europe/Moscow') at time zone 'Europe/Moscow')::text` }).from(sql`(select 1) as one`);
    const start = new Date(midnight!.start).getTime();
    const expected = [ids.freshHit, ids.five, ids.freshQuiet, ids.disliked].filter((id, index) => Date.now() - [2, 4, 1, 3][index]! * HOUR >= start && id);
    expect(today).toEqual(expected);
  });

  it('shows New newest first, and from5 / from10 by the rating reached', async () => {
    expect(await feedIds(app, '/new')).toEqual([ids.freshQuiet, ids.freshHit, ids.disliked, ids.five, ids.dayOld, ids.weekOld, ids.old]);
    expect(await feedIds(app, '/new/all')).toEqual(await feedIds(app, '/new'));
    expect(await feedIds(app, '/new/from5')).toEqual([ids.freshHit, ids.five, ids.dayOld, ids.weekOld, ids.old]);
    expect(await feedIds(app, '/new/from10')).toEqual([ids.freshHit, ids.dayOld, ids.weekOld, ids.old]);
  });

  it('answers unknown filters with 404', async () => {
    for (const url of ['/popular/decade', '/new/from3', '/my/oldest', '/new/today']) {
      expect((await app.inject({ url, headers: { accept: 'text/html' } })).statusCode, url).toBe(404);
    }
  });

  it('fills the filters page prop and the page props of the feed', async () => {
    const week = (await app.inject({ url: '/popular/week', headers: inertiaHeaders })).json();
    expect(week).toMatchObject({ component: 'Index', props: { feed: 'popular', filters: { feed: 'popular', filter: null, range: 'week' } } });
    expect(week.props.posts.data[0].id).toBe(ids.weekOld);
    const from5 = (await app.inject({ url: '/new/from5', headers: inertiaHeaders })).json();
    expect(from5.props.filters).toEqual({ feed: 'new', filter: 'from5', range: null });
    const home = (await app.inject({ url: '/', headers: inertiaHeaders })).json();
    expect(home.props).toMatchObject({ feed: 'popular', filters: { feed: 'popular', filter: null, range: null } });
  });

  it('lists official posts on /editorial with its meta', async () => {
    await app.db.update(posts).set({ isOfficial: true }).where(eq(posts.id, ids.dayOld!));
    const page = (await app.inject({ url: '/editorial', headers: inertiaHeaders })).json();
    expect(page.component).toBe('Editorial');
    expect(page.props.posts.data.map((card: { id: number }) => card.id)).toEqual([ids.dayOld]);
    expect(page.props.meta).toMatchObject({ title: 'Редакционные материалы — Перо', ogTitle: 'Редакционные материалы' });
    expect(page.props.meta.ogDescription).toContain('Перо');
  });
});

describe('My feed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers a guest 401 as an XHR or Inertia visit, and sends a page visit to sign in', async () => {
    expect((await app.inject({ url: '/my', headers: json })).statusCode).toBe(401);
    expect((await app.inject({ url: '/my/new', headers: inertiaHeaders })).statusCode).toBe(401);
    const page = await app.inject({ url: '/my', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/?login');
  });

  it('shows posts of followed people and communities, at once after a follow and until the unfollow', async () => {
    const reader = await createUser(app);
    const writer = await createUser(app);
    const stranger = await createUser(app);
    const community = await createCommunity(app, { creatorId: stranger.id });
    const own = await post(app, writer, 'В своём блоге', { hoursAgo: 3 });
    const inCommunity = await post(app, stranger, 'В сообществе', { hoursAgo: 2, reactions: 30 }, community.id);
    const elsewhere = await post(app, stranger, 'У незнакомца', { hoursAgo: 1 });
    const headers = await sessionHeaders(app, reader.id);

    expect(await feedIds(app, '/my', headers)).toEqual([]);
    await app.db.insert(follows).values([
      { userId: reader.id, subsiteId: writer.id },
      { userId: reader.id, subsiteId: community.id },
    ]);
    expect(await feedIds(app, '/my/new', headers)).toEqual([inCommunity, own]);
    expect(await feedIds(app, '/my/popular', headers)).toEqual([inCommunity, own]);
    expect(await feedIds(app, '/my/new', headers)).not.toContain(elsewhere);

    await app.db.delete(follows).where(eq(follows.subsiteId, community.id));
    expect(await feedIds(app, '/my', headers)).toEqual([own]);
  });

  it('remembers the sorting chosen for My feed', async () => {
    const reader = await createUser(app);
    const headers = await sessionHeaders(app, reader.id);
    await app.inject({ url: '/my/new', headers: { ...inertiaHeaders, ...headers } });
    const later = (await app.inject({ url: '/popular', headers: { ...inertiaHeaders, ...headers } })).json();
    expect(later.props.defaultSortingFeed).toBe('new');
    const home = (await app.inject({ url: '/', headers: { ...inertiaHeaders, ...headers } })).json();
    expect(home.props.feed).toBe('popular');
  });
});

describe('Feed pages', () => {
  let app: FastifyInstance;
  let author: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    author = await createUser(app);
  });
  afterAll(() => app.close());

  it('never repeat or skip a post while new ones are published between pages', async () => {
    const existing: number[] = [];
    for (let i = 0; i < 45; i++) existing.push(await post(app, author, `Пост ${i}`, { hoursAgo: 50 - i, reactions: i % 7, comments: i % 3 }));
    for (const url of ['/new', '/popular', '/popular/all', '/new/all']) {
      let n = 0;
      const seen = await allPages(app, url, async () => {
        await post(app, author, `Новый ${url} ${n++}`);
      });
      const old = seen.filter((id) => existing.includes(id));
      expect(new Set(seen).size, url).toBe(seen.length);
      expect(old.sort((a, b) => a - b), url).toEqual([...existing].sort((a, b) => a - b));
    }
  });

  it('refuses a cursor of another feed order', async () => {
    const first = (await app.inject({ url: '/popular', headers: json })).json();
    const cursor = new URL(first.next_page_url, 'http://x').searchParams.get('cursor');
    expect((await app.inject({ url: `/new?cursor=${cursor}`, headers: json })).statusCode).toBe(422);
  });

  it('drops what a rule removes: a deleted post leaves the page', async () => {
    const gone = await post(app, author, 'Удалённый');
    await app.db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, gone));
    expect(await feedIds(app, '/new')).not.toContain(gone);
  });

  it('costs the same number of queries for 2 posts as for 20', async () => {
    // Counted through the pipeline: with sharing on, a member's feed is read from the guests' data (posts.pipeline.test.ts counts that).
    const fresh = await buildTestApp({ pageCache: { sharing: false } });
    try {
      const writer = await createUser(fresh);
      const reader = await createUser(fresh);
      const headers = { ...json, ...(await sessionHeaders(fresh, reader.id)) };
      for (let i = 0; i < 2; i++) await post(fresh, writer, `Пост ${i}`, { reactions: 10 });
      const count = async (url: string) => countQueries(fresh, () => fresh.inject({ url, headers }));
      // The first request of a session also notes when its member was last seen.
      await fresh.inject({ url: '/popular', headers });
      const small = { popular: await count('/popular'), from10: await count('/new/from10') };
      for (let i = 2; i < 20; i++) await post(fresh, writer, `Пост ${i}`, { reactions: 10 });
      expect(await count('/popular')).toBe(small.popular);
      expect(await count('/new/from10')).toBe(small.from10);
      expect(small.popular).toBeLessThanOrEqual(10);
    } finally {
      await fresh.close();
    }
  });
});

describe('News and top blogs', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());


  it('pages the news communities newest first until to equals total', async () => {
    const editor = await createUser(app);
    const news = await createCommunity(app, { creatorId: editor.id, name: 'Новости' });
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(await post(app, editor, `Новость ${i}`, { hoursAgo: 10 - i }, news.id));
    await post(app, editor, 'Не новость');
    expect((await app.inject({ url: '/news' })).json()).toEqual({ data: [], to: 0, total: 0 });

    await saveSiteSetting(app.db, 'newsCommunities', [news.id]);
    app.site.settings.invalidate();
    const first = (await app.inject({ url: '/news?page=1' })).json();
    expect(first.data.map((item: { id: number }) => item.id)).toEqual(ids.slice(2).reverse());
    expect(first.data[0]).toEqual({ id: ids[6], title: 'Новость 6', url: expect.stringMatching(/^\/community_\w+\/\d+-/), comments_count: 0 });
    expect(first).toMatchObject({ to: 5, total: 7 });
    const second = (await app.inject({ url: '/news?page=2' })).json();
    expect(second.data.map((item: { id: number }) => item.id)).toEqual([ids[1], ids[0]]);
    expect(second).toMatchObject({ to: 7, total: 7 });
  });

  it('lists the top blogs with their followers and previous place', async () => {
    const popular = await createUser(app, { name: 'Популярная Авторка' });
    const fan = await createUser(app);
    await app.db.insert(follows).values({ userId: fan.id, subsiteId: popular.id });
    await app.db.execute(sql`update subsites set followers_count = 1 where id = ${popular.id}`);
    // The widget's call is the plain XHR of the /discovery/blogs page.
    const headers = { accept: 'application/json' };
    const { data } = (await app.inject({ url: '/discovery/blogs?limit=3', headers })).json();
    expect(data).toHaveLength(3);
    expect(data[0]).toMatchObject({ id: popular.id, name: 'Популярная Авторка', url: `/${popular.slug}`, avatar: null, followers_count: 1, old_place: null });
    expect((await app.inject({ url: '/discovery/blogs?limit=500', headers })).statusCode).toBe(422);
  });

  it("asks once for a member's state on the feed and the news beside it", async () => {
    const editor = await createUser(app);
    const news = await createCommunity(app, { creatorId: editor.id, name: 'Лента новостей' });
    await post(app, editor, 'Новость рядом с лентой', { reactions: 5 }, news.id);
    await post(app, editor, 'Пост в ленте', { reactions: 5 });
    await saveSiteSetting(app.db, 'newsCommunities', [news.id]);
    app.site.settings.invalidate();
    const headers = { ...inertiaHeaders, ...(await sessionHeaders(app, (await createUser(app)).id)) };
    // The posts' own events drop the feeds they join; told later, they would drop what the first visit kept.
    await settle(app);
    // The first visit notes the session and reads what every reader shares; the second reads it from memory.
    await app.inject({ url: '/popular', headers });
    let page: { props: { posts: { data: unknown[] }; news: { data: unknown[] } } } | undefined;
    const readerStatements = await countQueries(app, async () => (page = (await app.inject({ url: '/popular', headers })).json()), /as "kind"/);
    expect(page!.props.posts.data.length).toBeGreaterThan(0);
    expect(page!.props.news.data.length).toBeGreaterThan(0);
    expect(readerStatements).toBe(1);
  });
});

describe('the feeds in the guest page cache', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('serves guests the same feed until a publish drops it, and never serves a member from it', async () => {
    const author = await createUser(app);
    const first = await post(app, author, 'Первый в ленте');
    await settle(app);
    expect(await feedIds(app, '/new')).toEqual([first]);

    // A change made by SQL records no event: guests keep the cached page, and a member's page,
    // built from the same shared data, shows it too until it expires; but the member gets an
    // answer of their own, never the guests' cached one.
    await app.db.update(posts).set({ isPublish: false }).where(eq(posts.id, first));
    expect(await feedIds(app, '/new')).toEqual([first]);
    const member = await app.inject({ url: '/new', headers: { ...inertiaHeaders, ...(await sessionHeaders(app, author.id)) } });
    expect(member.json().props.posts.data.map((card: { id: number }) => card.id)).toEqual([first]);
    expect(member.json().props.auth.user).toMatchObject({ id: author.id });

    const second = await post(app, author, 'Второй в ленте');
    await settle(app);
    expect(await feedIds(app, '/new')).toEqual([second]);
  });

  it('drops, on an edit of a published post, the guests’ feed pages that show it and no other', async () => {
    const author = await createUser(app);
    const edited = await post(app, author, 'До правки');
    const official = await post(app, author, 'Выбор редакции');
    await app.db.update(posts).set({ isOfficial: true }).where(eq(posts.id, official));
    await settle(app);
    const titles = async (url: string) => (await app.inject({ url, headers: json })).json().data.map((card: { title: string }) => card.title);
    expect(await titles('/editorial')).toEqual(['Выбор редакции']);
    expect(await titles('/new')).toContain('До правки');

    // Made by SQL, this shows only on a page read again.
    await app.db.update(posts).set({ title: 'Тайком' }).where(eq(posts.id, official));
    await writePost(app, author.id, { id: edited, title: 'После правки' });
    await settle(app);
    expect(await titles('/new')).toEqual(expect.arrayContaining(['После правки', 'Тайком']));
    expect(await titles('/editorial')).toEqual(['Выбор редакции']);
  });
});
