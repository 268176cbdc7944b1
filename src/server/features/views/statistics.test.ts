import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { createCommunity, inertiaHeaders, publishPost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { postStatSources, subsiteStatDays } from '../../db/schema/index.ts';
import { siteDay } from './views.visitor.ts';

let app: FastifyInstance;
let author: TestUser;
let reader: TestUser;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';

beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { viewReports: { max: 1000 } } });
  author = await createUser(app);
  reader = await createUser(app);
});
afterAll(() => app.close());

async function call(method: 'GET' | 'POST', url: string, userId?: number, payload?: object, headers: Record<string, string> = {}) {
  const who = userId ? await sessionHeaders(app, userId) : guestHeaders();
  return app.inject({ method, url, headers: { accept: 'application/json', 'user-agent': BROWSER, ...who, ...headers }, ...(payload && { payload }) });
}

const report = (body: object, headers: Record<string, string> = {}) => call('POST', '/views', undefined, body, headers);
const postStatistics = async (id: number, userId = author.id) => (await call('GET', `/posts/${id}/statistics`, userId)).json();

describe('reading reports', () => {
  it('records how far readers got and where they came from, the other site by its domain', async () => {
    const post = await publishPost(app, author.id);
    await report({ views: [post.id], sources: [{ post: post.id, kind: 'popular' }], depths: [{ post: post.id, depth: 100 }] });
    await report({ views: [post.id], sources: [{ post: post.id, kind: 'external', domain: 'news.example.org' }], depths: [{ post: post.id, depth: 50 }] });
    await report({ views: [post.id], sources: [{ post: post.id, kind: 'direct' }] });
    await app.views.flush();
    const statistics = await postStatistics(post.id);
    expect(statistics.depth).toEqual({ views: 3, reached: [2, 2, 1, 1] });
    expect(statistics.sources).toEqual(
      expect.arrayContaining([
        { kind: 'popular', domain: '', views: 1 },
        { kind: 'external', domain: 'news.example.org', views: 1 },
        { kind: 'direct', domain: '', views: 1 },
      ]),
    );
    expect(statistics.hours).toHaveLength(1);
    expect(statistics.hours[0]).toMatchObject({ views: 3, unique_views: 1 });
  });

  it('counts the view but keeps no depth or source of a reader sending Do Not Track or Global Privacy Control', async () => {
    const post = await publishPost(app, author.id);
    const reading = { views: [post.id], sources: [{ post: post.id, kind: 'external', domain: 'example.com' }], depths: [{ post: post.id, depth: 75 }] };
    await report(reading, { dnt: '1' });
    await report(reading, { 'sec-gpc': '1' });
    await app.views.flush();
    const statistics = await postStatistics(post.id);
    expect(statistics.views).toBe(2);
    expect(statistics.depth.reached).toEqual([0, 0, 0, 0]);
    expect(statistics.sources).toEqual([]);
    expect(await app.db.select().from(postStatSources).where(eq(postStatSources.postId, post.id))).toEqual([]);
  });

  it('ignores robots altogether', async () => {
    const post = await publishPost(app, author.id);
    const reading = { views: [post.id], sources: [{ post: post.id, kind: 'direct' }], depths: [{ post: post.id, depth: 25 }] };
    for (const agent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; YandexBot/3.0)', 'curl/8.5.0', 'Mozilla/5.0 Chrome-Lighthouse', '']) {
      expect((await report(reading, { 'user-agent': agent })).statusCode).toBe(204);
    }
    await app.views.flush();
    const statistics = await postStatistics(post.id);
    expect(statistics).toMatchObject({ views: 0, unique_views_count: 0, sources: [] });
    expect(statistics.depth.reached).toEqual([0, 0, 0, 0]);
  });

  it('refuses an unknown source, a depth off the quarters and a domain with anything but host characters', async () => {
    const post = await publishPost(app, author.id);
    expect((await report({ sources: [{ post: post.id, kind: 'email' }] })).statusCode).toBe(422);
    expect((await report({ depths: [{ post: post.id, depth: 60 }] })).statusCode).toBe(422);
    expect((await report({ sources: [{ post: post.id, kind: 'external', domain: 'https://x.org/?user=anna' }] })).statusCode).toBe(422);
  });
});

describe('interactions counted from their events', () => {
  it("adds likes, reactions, comments, bookmarks, reply posts and the followers a post brought to its day, hour and blog's day", async () => {
    const post = await publishPost(app, author.id);
    const fan = await createUser(app);
    expect((await call('POST', '/like', fan.id, { likeable: 'post', id: post.id, value: 1 })).statusCode).toBe(200);
    expect((await call('POST', '/bookmark', fan.id, { bookmarked: 'post', id: post.id })).statusCode).toBe(200);
    expect((await call('POST', '/comments', fan.id, { comment: 'Отличный текст', post_id: post.id })).statusCode).toBe(200);
    await publishPost(app, fan.id, { reply_id: post.id });
    expect((await call('POST', `/follows/${author.id}?from_post=${post.id}`, fan.id)).statusCode).toBe(200);
    expect((await call('POST', `/follows/${author.id}`, reader.id)).statusCode).toBe(200);
    await settle(app);
    const statistics = await postStatistics(post.id);
    expect(statistics.totals).toEqual({ likes: 1, reactions: 0, comments: 1, bookmarks: 1, reposts: 1, followers: 1 });
    expect(statistics.days.at(-1)).toMatchObject({ date: siteDay('Europe/Moscow'), likes: 1, comments: 1, bookmarks: 1, reposts: 1, followers: 1 });
    expect(statistics.hours[0]).toMatchObject({ likes: 1, comments: 1, bookmarks: 1, reposts: 1, followers: 1 });
    const [blogDay] = await app.db.select().from(subsiteStatDays).where(eq(subsiteStatDays.subsiteId, author.id));
    // The blog gained two followers, one of them from the post.
    expect(blogDay).toMatchObject({ likes: 1, comments: 1, bookmarks: 1, reposts: 1, followers: 2, unfollows: 0 });
  });
});

describe('a blog or community statistics', () => {
  it('sums the period from the rollups, walks followers back from today and lists the best posts', async () => {
    const blogger = await createUser(app);
    const first = await publishPost(app, blogger.id, { title: 'Первый' });
    const second = await publishPost(app, blogger.id, { title: 'Второй' });
    await report({ views: [first.id, second.id], sources: [{ post: first.id, kind: 'tag' }] });
    await call('POST', '/views', reader.id, { views: [second.id] });
    await app.views.flush();
    await call('POST', `/follows/${blogger.id}`, reader.id);
    await settle(app);
    const res = await call('GET', `/subsites/${blogger.id}/statistics?days=7`, blogger.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.period).toBe(7);
    expect(body.days).toHaveLength(7);
    expect(body.totals).toMatchObject({ views: 3, unique_views: 3, followers: 1, followers_total: 1 });
    expect(body.days.at(-1)).toMatchObject({ views: 3, followers: 1, followers_total: 1 });
    expect(body.days.at(-2)).toMatchObject({ views: 0, followers_total: 0 });
    expect(body.sources).toEqual([{ kind: 'tag', domain: '', views: 1 }]);
    expect(body.best.map((post: { title: string }) => post.title)).toEqual(['Второй', 'Первый']);
  });

  it('reads the same number of statements for a blog of 2 posts and of 12, with their views', async () => {
    const statementsFor = async (posts: number) => {
      const blogger = await createUser(app);
      const ids = [];
      for (let i = 0; i < posts; i++) ids.push((await publishPost(app, blogger.id)).id);
      await report({ views: ids, sources: ids.map((post) => ({ post, kind: 'new' })), depths: ids.map((post) => ({ post, depth: 50 })) });
      await app.views.flush();
      const answer = await call('GET', `/subsites/${blogger.id}/statistics?days=30`, blogger.id);
      expect(answer.json().best).toHaveLength(Math.min(posts, 10));
      return countQueries(app, () => call('GET', `/subsites/${blogger.id}/statistics?days=30`, blogger.id));
    };
    expect(await statementsFor(12)).toBe(await statementsFor(2));
  });

  it("answers its owner, site editors and a community's managers; others 403, a missing one 404, a period off the list 422", async () => {
    const editor = await createUser(app, { role: 'editor' });
    const manager = await createUser(app);
    const community = await createCommunity(app, { creatorId: manager.id });
    expect((await call('GET', `/subsites/${author.id}/statistics`, author.id)).statusCode).toBe(200);
    expect((await call('GET', `/subsites/${author.id}/statistics`, editor.id)).statusCode).toBe(200);
    expect((await call('GET', `/subsites/${community.id}/statistics`, manager.id)).statusCode).toBe(200);
    expect((await call('GET', `/subsites/${author.id}/statistics`, reader.id)).statusCode).toBe(403);
    expect((await call('GET', `/subsites/${community.id}/statistics`, author.id)).statusCode).toBe(403);
    expect((await call('GET', `/subsites/${author.id}/statistics`)).statusCode).toBe(401);
    expect((await call('GET', '/subsites/2000000000/statistics', author.id)).statusCode).toBe(404);
    expect((await call('GET', `/subsites/${author.id}/statistics?days=365`, author.id)).statusCode).toBe(422);
  });

  it('exports the days as CSV to whoever may see them', async () => {
    const res = await call('GET', `/subsites/${author.id}/statistics.csv?days=7`, author.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="statistics-[\w-]+-\d{4}-\d{2}-\d{2}-7d\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('date,views,unique_views,likes,reactions,comments,bookmarks,reposts,followers,followers_total');
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toMatch(new RegExp(`^${siteDay('Europe/Moscow')},\\d+,`));
    expect((await call('GET', `/subsites/${author.id}/statistics.csv`, reader.id)).statusCode).toBe(403);
  });

  it('shows the statistics page with the member\'s blog and the communities they manage to switch to', async () => {
    const manager = await createUser(app);
    const community = await createCommunity(app, { creatorId: manager.id, name: 'Клуб авторов' });
    const page = await call('GET', '/stats', manager.id, undefined, inertiaHeaders);
    expect(page.statusCode).toBe(200);
    const { component, props } = page.json();
    expect(component).toBe('Stats');
    expect(props.statistics.subsite.id).toBe(manager.id);
    expect(props.choices).toEqual([
      { id: manager.id, name: expect.any(String), is_community: false },
      { id: community.id, name: 'Клуб авторов', is_community: true },
    ]);
    const other = await call('GET', `/stats?of=${community.id}&days=90`, manager.id, undefined, inertiaHeaders);
    expect(other.json().props.statistics).toMatchObject({ subsite: { id: community.id, is_community: true }, period: 90 });
    expect((await call('GET', `/stats?of=${community.id}`, reader.id, undefined, inertiaHeaders)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/stats', headers: { accept: 'text/html' } })).statusCode).toBe(302);
  });
});
