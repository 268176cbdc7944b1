import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countRender } from '../../../../tests/support/count-queries.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { createCommunity, inertiaHeaders, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { SERIES_LIMITS, type PostSeriesDto, type SeriesDto } from '../../../shared/dto/series.ts';

let app: FastifyInstance;
let author: TestUser;
let other: TestUser;

beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { series: { max: 10_000 }, seriesParts: { max: 10_000 } } });
  author = await createUser(app);
  other = await createUser(app);
});
afterAll(() => app.close());

const json = { accept: 'application/json' };

async function call(method: 'POST' | 'GET' | 'DELETE', url: string, userId: number | null, payload?: object) {
  const headers = userId === null ? guestHeaders() : await sessionHeaders(app, userId);
  return app.inject({ method, url, payload, headers: { ...json, ...headers } });
}

async function createSeries(userId: number, title = 'Как мы переезжали на PostgreSQL'): Promise<SeriesDto> {
  const res = await call('POST', '/series', userId, { title, description: 'Три части о переезде' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function add(userId: number, seriesId: number, postId: number) {
  return call('POST', `/series/${seriesId}/posts`, userId, { post_id: postId });
}

/** A series of the author's with `count` published parts, in order. */
async function seriesWithParts(count: number) {
  const series = await createSeries(author.id);
  const posts = [];
  for (let i = 1; i <= count; i++) {
    const post = await publishPost(app, author.id, { title: `Часть ${i}` });
    expect((await add(author.id, series.id, post.id)).statusCode).toBe(200);
    posts.push(post);
  }
  return { series, posts };
}

async function pageProps(url: string, userId: number | null) {
  const headers = userId === null ? guestHeaders() : await sessionHeaders(app, userId);
  const res = await app.inject({ url, headers: { ...inertiaHeaders, ...headers } });
  expect(res.statusCode).toBe(200);
  return res.json().props;
}

const titles = (box: PostSeriesDto | null) => box?.parts.map((part) => part.title);

describe('series calls', () => {
  it('creates, renames, lists and deletes a series of one’s own', async () => {
    const series = await createSeries(author.id, '  Как мы   переезжали  ');
    expect(series).toMatchObject({ title: 'Как мы переезжали', description: 'Три части о переезде', url: `/series/${series.id}`, posts_count: 0 });
    const renamed = await call('POST', `/series/${series.id}`, author.id, { title: 'Переезд на PostgreSQL', description: '' });
    expect(renamed.json()).toMatchObject({ title: 'Переезд на PostgreSQL', description: '' });
    const mine = async () => (await call('GET', '/series', author.id)).json().data.map((s: SeriesDto) => s.id);
    expect(await mine()).toContain(series.id);
    expect((await call('DELETE', `/series/${series.id}`, author.id)).statusCode).toBe(204);
    expect(await mine()).not.toContain(series.id);
  });

  it('adds posts as the last parts, reorders them and takes one out, keeping the count true', async () => {
    const { series, posts } = await seriesWithParts(3);
    const [one, two, three] = posts.map((post) => post.id) as [number, number, number];
    const reordered = await call('POST', `/series/${series.id}/order`, author.id, { post_ids: [three, one, two] });
    expect(reordered.json()).toMatchObject({ posts_count: 3, parts: [{ id: three }, { id: one }, { id: two }] });
    const removed = await call('DELETE', `/series/${series.id}/posts/${one}`, author.id);
    expect(removed.json()).toMatchObject({ posts_count: 2, parts: [{ id: three }, { id: two }] });
    // Adding a part again changes nothing.
    expect((await add(author.id, series.id, two)).json()).toMatchObject({ posts_count: 2, parts: [{ id: three }, { id: two }] });
  });

  it('moves a post out of its other series when it joins a new one', async () => {
    const { series: first, posts } = await seriesWithParts(2);
    const second = await createSeries(author.id, 'Вторая серия');
    expect((await add(author.id, second.id, posts[0]!.id)).json()).toMatchObject({ posts_count: 1 });
    expect((await call('GET', `/series?post_id=${posts[0]!.id}`, author.id)).json().post_series_id).toBe(second.id);
    expect((await call('GET', `/series?post_id=${posts[0]!.id}`, other.id)).json().post_series_id).toBeNull();
    const left = (await pageProps(posts[1]!.url, null)).series as PostSeriesDto;
    expect({ id: left.id, parts: titles(left) }).toEqual({ id: first.id, parts: ['Часть 2'] });
  });

  it('answers 404 for someone else’s series and someone else’s post, and 401 for a guest', async () => {
    const { series } = await seriesWithParts(1);
    const othersPost = await publishPost(app, other.id);
    const ownPost = await publishPost(app, author.id);
    expect((await add(other.id, series.id, ownPost.id)).statusCode).toBe(404);
    expect((await call('POST', `/series/${series.id}`, other.id, { title: 'Чужая' })).statusCode).toBe(404);
    expect((await call('DELETE', `/series/${series.id}`, other.id)).statusCode).toBe(404);
    expect((await call('POST', `/series/${series.id}/order`, other.id, { post_ids: [] })).statusCode).toBe(404);
    expect((await add(author.id, series.id, othersPost.id)).statusCode).toBe(404);
    expect((await call('DELETE', `/series/${series.id}/posts/${ownPost.id}`, author.id)).statusCode).toBe(404);
    expect((await add(author.id, 2_000_000, ownPost.id)).statusCode).toBe(404);
    expect((await call('POST', '/series', null, { title: 'Гость' })).statusCode).toBe(401);
  });

  it('refuses an empty or too long title and an order that does not name every part once, with 422', async () => {
    const { series, posts } = await seriesWithParts(2);
    const blank = await call('POST', '/series', author.id, { title: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toHaveProperty('title');
    expect((await call('POST', '/series', author.id, { title: 'а'.repeat(SERIES_LIMITS.title + 1) })).statusCode).toBe(422);
    expect((await call('POST', '/series', author.id, { title: 'Серия', description: 'а'.repeat(SERIES_LIMITS.description + 1) })).statusCode).toBe(422);
    const partial = await call('POST', `/series/${series.id}/order`, author.id, { post_ids: [posts[0]!.id] });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors).toHaveProperty('post_ids');
  });

  it('takes the author’s posts from any community they published in', async () => {
    const community = await createCommunity(app, { creatorId: other.id });
    const series = await createSeries(author.id);
    const inCommunity = await publishPost(app, author.id, { category_id: community.id });
    expect((await add(author.id, series.id, inCommunity.id)).json()).toMatchObject({ parts: [{ id: inCommunity.id, url: inCommunity.url }] });
  });

  it('keeps a series to its limit of parts', async () => {
    const series = await createSeries(author.id);
    for (let i = 0; i < SERIES_LIMITS.posts; i++) expect((await add(author.id, series.id, (await writePost(app, author.id)).id)).statusCode).toBe(200);
    const over = await add(author.id, series.id, (await writePost(app, author.id)).id);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.post_id[0]).toContain(String(SERIES_LIMITS.posts));
  }, 120_000);

  it('keeps an author to their limit of series', async () => {
    const prolific = await createUser(app);
    for (let i = 0; i < SERIES_LIMITS.perAuthor; i++) await createSeries(prolific.id, `Серия ${i}`);
    const over = await call('POST', '/series', prolific.id, { title: 'Лишняя' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.title[0]).toContain(String(SERIES_LIMITS.perAuthor));
  });
});

describe('the post page', () => {
  it('shows the series with every part in order, for guests and members alike', async () => {
    const { series, posts } = await seriesWithParts(3);
    for (const userId of [null, other.id]) {
      const box = (await pageProps(posts[1]!.url, userId)).series as PostSeriesDto;
      expect(box).toMatchObject({ id: series.id, title: series.title, url: series.url });
      expect(box.parts.map((part) => part.url)).toEqual(posts.map((post) => post.url));
    }
    expect((await pageProps((await publishPost(app, author.id)).url, null)).series).toBeNull();
  });

  it('skips a draft and a deleted part for readers, and shows the draft to its author', async () => {
    const { series, posts } = await seriesWithParts(3);
    const draft = await writePost(app, author.id, { title: 'Черновик части' });
    await add(author.id, series.id, draft.id);
    expect((await call('DELETE', `/posts/${posts[0]!.id}`, author.id)).statusCode).toBe(204);
    await settle(app);
    expect(titles((await pageProps(posts[1]!.url, null)).series)).toEqual(['Часть 2', 'Часть 3']);
    expect(titles((await pageProps(posts[1]!.url, other.id)).series)).toEqual(['Часть 2', 'Часть 3']);
    const own = (await pageProps(posts[1]!.url, author.id)).series as PostSeriesDto;
    expect(own.parts.map(({ title, is_publish }) => [title, is_publish])).toEqual([['Часть 2', true], ['Часть 3', true], ['Черновик части', false]]);
  });

  it('drops the cached pages of every part when the series changes', async () => {
    const { series, posts } = await seriesWithParts(2);
    const html = { accept: 'text/html' };
    const render = async () => (await app.inject({ url: posts[0]!.url, headers: html })).body;
    // The posts' own events are delivered first, so only the series' changes can drop the page below.
    await settle(app);
    expect(await render()).toContain(series.title);
    await call('POST', `/series/${series.id}`, author.id, { title: 'Новое название серии' });
    await settle(app);
    expect(await render()).toContain('Новое название серии');
    // A part's new title reaches its siblings' boxes.
    await writePost(app, author.id, { id: posts[1]!.id, title: 'Часть вторая, исправленная' });
    await settle(app);
    expect(await render()).toContain('Часть вторая, исправленная');
  });
});

describe('the author’s profile', () => {
  it('lists their series: to readers those with a published part, to the author all', async () => {
    const writer = await createUser(app);
    const shown = await createSeries(writer.id, 'С опубликованной частью');
    await add(writer.id, shown.id, (await publishPost(app, writer.id)).id);
    const drafted = await createSeries(writer.id, 'Только черновик');
    await add(writer.id, drafted.id, (await writePost(app, writer.id)).id);
    const empty = await createSeries(writer.id, 'Пустая');
    const titlesOn = async (userId: number | null) => ((await pageProps(`/${writer.slug}`, userId)).series as SeriesDto[]).map((s) => s.title);
    expect(await titlesOn(null)).toEqual([shown.title]);
    expect(await titlesOn(other.id)).toEqual([shown.title]);
    expect(await titlesOn(writer.id)).toEqual([empty.title, drafted.title, shown.title]);
  });
});

describe('the series page and its feeds', () => {
  it('lists the published parts in order with the series and its author', async () => {
    const { series, posts } = await seriesWithParts(3);
    const draft = await writePost(app, author.id, { title: 'Черновик' });
    await add(author.id, series.id, draft.id);
    const props = await pageProps(series.url, null);
    expect(props.series).toMatchObject({ id: series.id, title: series.title, description: series.description, user: { id: author.id } });
    expect(props.posts.data.map((post: { id: number }) => post.id)).toEqual(posts.map((post) => post.id));
    expect(props.posts.total).toBe(3);
    expect(props.parts).toBeNull();
    expect((await pageProps(series.url, author.id)).parts.map((part: { id: number }) => part.id)).toEqual([...posts.map((post) => post.id), draft.id]);
    await call('POST', `/series/${series.id}/order`, author.id, { post_ids: [posts[2]!.id, posts[0]!.id, posts[1]!.id, draft.id] });
    await settle(app);
    const reordered = await pageProps(series.url, null);
    expect(reordered.posts.data.map((post: { id: number }) => post.id)).toEqual([posts[2]!.id, posts[0]!.id, posts[1]!.id]);
  });

  it('links its feeds in the head, and the feeds carry the parts', async () => {
    const { series, posts } = await seriesWithParts(2);
    const page = await app.inject({ url: series.url, headers: { accept: 'text/html' } });
    expect(page.body).toContain(`href="${app.config.appUrl}/rss/series/${series.id}"`);
    const rss = await app.inject({ url: `/rss/series/${series.id}` });
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    for (const post of posts) expect(rss.body).toContain(`${app.config.appUrl}${post.url}`);
    const feed = (await app.inject({ url: `/feed-json/series/${series.id}` })).json();
    expect(feed.items.map((item: { url: string }) => item.url)).toEqual(posts.map((post) => `${app.config.appUrl}${post.url}`));
    expect((await app.inject({ url: `/atom/series/${series.id}` })).statusCode).toBe(200);
  });

  it('answers 404 for a series that does not exist, and for its feed', async () => {
    expect((await app.inject({ url: '/series/2000000', headers: inertiaHeaders })).statusCode).toBe(404);
    expect((await app.inject({ url: '/rss/series/2000000' })).statusCode).toBe(404);
  });

  it('costs the same statements for 2 parts and for 20', async () => {
    const series = await createSeries(author.id);
    const measure = () => countRender(app, () => app.inject({ url: series.url, headers: inertiaHeaders }));
    const addParts = async (n: number) => {
      for (let i = 0; i < n; i++) await add(author.id, series.id, (await publishPost(app, author.id)).id);
    };
    await addParts(2);
    const two = await measure();
    await addParts(18);
    const twenty = await measure();
    expect((await pageProps(series.url, null)).posts.data).toHaveLength(20);
    expect(twenty).toBe(two);
  });
});
