/**
 * Discovery through its routes: word forms, the wrong keyboard layout and transliteration
 * find Russian posts and names; filters, the quick search's shape, the top of blogs, input
 * limits, the rate limit and the query count of every list. What a reader ignores leaves the
 * results through the pipelines' rules, tested with the ignore lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countRender } from '../../../../tests/support/count-queries.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { block, createCommunity, inertiaHeaders, publishPost } from '../../../../tests/support/posts.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';

const json = { accept: 'application/json' };

let app: FastifyInstance;
let author: TestUser;
let ids: Record<string, number>;

async function found(query: string, headers: Record<string, string> = json): Promise<number[]> {
  const res = await app.inject({ url: `/discovery?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((post: { id: number }) => post.id);
}

beforeAll(async () => {
  // These tests search far faster than a person types; the limit has its own test below.
  app = await buildTestApp({ rateLimits: { search: { max: 10_000, windowMs: 10_000 } } });
  author = await createUser(app, { name: 'Мария Котова' });
  await createUser(app, { name: 'Пётр Собакин' });
  const community = await createCommunity(app, { creatorId: author.id, name: 'Котики и кошки', slug: 'kotiki_i_koshki' });
  const cats = await publishPost(app, author.id, { title: 'Мои котики', text: 'Рыжий кот спит на окне.' });
  const body = await publishPost(app, author.id, { title: 'Заметки о доме', blocks: [block.header('Заметки о доме'), block.paragraph('Кормить котов дважды в день.')] });
  const list = await publishPost(app, author.id, { title: 'Список покупок', blocks: [block.header('Список покупок'), block.list(['молоко', 'корм для питомцев'])] });
  const dogs = await publishPost(app, author.id, { title: 'Собаки', text: 'Про собак, не про кошек.', category_id: community.id });
  const official = await publishPost(app, author.id, { title: 'Котики редакции', text: 'Текст.' });
  await app.db.execute(sql`update posts set is_official = true where id = ${official.id}`);
  await app.db.execute(sql`update posts set published_at = now() - interval '40 days' where id = ${body.id}`);
  ids = { cats: cats.id, body: body.id, list: list.id, dogs: dogs.id, official: official.id, community: community.id };
}, 60_000);
afterAll(() => app.close());

describe('finding posts', () => {
  it('finds Russian word forms, the title ranked above the text', async () => {
    // Both titles match; the first post also has the word in its text. The third has it only in the text.
    expect(await found('q=кот')).toEqual([ids.cats, ids.official, ids.body]);
    expect(await found(`q=${encodeURIComponent('котов')}`)).toEqual(expect.arrayContaining([ids.cats, ids.body]));
    expect(await found(`q=${encodeURIComponent('питомцев')}`)).toEqual([ids.list]);
  });

  it('takes the last word as the beginning of one and the words before it as whole words', async () => {
    // «кот» typed last also finds «котики»; followed by another word it is a whole word, whose forms the stemmer finds.
    expect(await found(`q=${encodeURIComponent('редакции кот')}`)).toEqual([ids.official]);
    expect(await found(`q=${encodeURIComponent('кот редакции')}`)).toEqual([]);
    expect(await found(`q=${encodeURIComponent('котиков редакции')}`)).toEqual([ids.official]);
  });

  it('finds what was typed on the wrong keyboard layout or in Latin letters', async () => {
    expect(await found('q=rjnbrb')).toEqual(expect.arrayContaining([ids.cats, ids.official]));
    expect(await found('q=kotiki')).toEqual(expect.arrayContaining([ids.cats, ids.official]));
    expect(await found('q=cj,frb')).toEqual([ids.dogs]);
  });

  it('filters by date and scope', async () => {
    expect(await found('q=кот&date=month')).toEqual([ids.cats, ids.official]);
    expect(await found('q=кот&scopes=onlyTitle')).toEqual([ids.cats, ids.official]);
    expect(await found('q=кот&scopes=official')).toEqual([ids.official]);
    expect(await found('q=кот&scopes=onlyTitle&scopes=official')).toEqual([ids.official]);
  });

  it('takes scopes[] as the spec sends them, alone and repeated', async () => {
    expect(await found('q=кот&scopes[]=onlyTitle')).toEqual([ids.cats, ids.official]);
    expect(await found('q=кот&scopes%5B%5D=onlyTitle&scopes%5B%5D=official')).toEqual([ids.official]);
  });

  it('pages by cursor, keeping the filters in next_page_url', async () => {
    for (let i = 0; i < 11; i++) await publishPost(app, author.id, { title: `Ёжик номер ${i}`, text: 'Ёжики.' });
    const first = (await app.inject({ url: '/discovery?q=ёжик&date=week', headers: json })).json();
    expect(first.data).toHaveLength(10);
    expect(first.next_page_url).toMatch(/^\/discovery\?q=%D1%91%D0%B6%D0%B8%D0%BA&date=week&cursor=/);
    const second = (await app.inject({ url: first.next_page_url, headers: json })).json();
    expect(second.data).toHaveLength(1);
    expect(second.next_page_url).toBeNull();
  });

  it('refuses bad input with 422 and finds nothing for text without words', async () => {
    for (const query of [`q=${'к'.repeat(201)}`, 'q=кот&date=decade', 'q=кот&scopes=everything', 'q=кот&cursor=forged', 'type=slow']) {
      expect((await app.inject({ url: `/discovery?${query}`, headers: json })).statusCode, query).toBe(422);
    }
    expect(await found(`q=${encodeURIComponent("!!! & | ')")}`)).toEqual([]);
  });
});

describe('the page', () => {
  it('answers the Inertia page with blogs, topics and posts found', async () => {
    const res = await app.inject({ url: '/discovery?q=rjn', headers: inertiaHeaders });
    const { component, props } = res.json();
    expect(component).toBe('Discovery/Search');
    expect(props.q).toBe('rjn');
    expect(props.filters).toEqual({ date: 'all', scopes: [] });
    expect(props.blogs.map((blog: { name: string }) => blog.name)).toEqual(['Мария Котова']);
    expect(props.topics[0]).toMatchObject({ id: ids.community, name: 'Котики и кошки', followers_count: 0, is_follow: false, old_place: null });
    expect(props.posts.data.length).toBeGreaterThan(0);
  });

  it('shows the top of both and no posts without a query', async () => {
    const { props } = (await app.inject({ url: '/discovery', headers: inertiaHeaders })).json();
    expect(props.posts).toBeNull();
    expect(props.blogs.length).toBeGreaterThan(0);
    expect(props.topics.map((topic: { id: number }) => topic.id)).toContain(ids.community);
  });
});

describe('quick search', () => {
  it('answers users and communities, three at most, in the spec’s shape', async () => {
    const res = await app.inject({ url: `/discovery?q=${encodeURIComponent('кот')}&type=fast-search&perPage=3`, headers: json });
    expect(res.json()).toEqual({
      users: { data: [{ id: author.id, title: 'Мария Котова', slug: author.slug, url: `/${author.slug}`, avatar: null }] },
      communities: { data: [{ id: ids.community, title: 'Котики и кошки', slug: 'kotiki_i_koshki', url: '/kotiki_i_koshki', avatar: null }] },
    });
  });

  it('finds names typed on the wrong layout, in Latin letters or with a typo', async () => {
    const titles = async (q: string) => {
      const answer = (await app.inject({ url: `/discovery?q=${encodeURIComponent(q)}&type=fast-search`, headers: json })).json();
      return [...answer.users.data, ...answer.communities.data].map((item: { title: string }) => item.title);
    };
    expect(await titles('cj,frby')).toEqual(['Пётр Собакин']);
    expect(await titles('sobakin')).toEqual(['Пётр Собакин']);
    expect(await titles('собакн')).toEqual(['Пётр Собакин']);
    expect(await titles('')).toEqual([]);
  });
});

describe('the lists of blogs and topics', () => {
  it('numbers the top of blogs by rating, with the previous place', async () => {
    const star = await createUser(app, { name: 'Звезда Рейтинга' });
    await app.db.execute(sql`update subsites set rating = 100, rating_place = 1, old_rating_place = 4 where id = ${star.id}`);
    const { data, next_page_url } = (await app.inject({ url: '/discovery/blogs', headers: json })).json();
    expect(data[0]).toMatchObject({ id: star.id, current_rating_place: 1, old_place: 4 });
    expect(next_page_url).toBeNull();
    const { component, props } = (await app.inject({ url: '/discovery/blogs', headers: inertiaHeaders })).json();
    expect(component).toBe('Discovery/Top');
    expect(props.blogs.data[0].id).toBe(star.id);
  });

  it('pages blogs found by a query, ten at a time', async () => {
    for (let i = 0; i < 11; i++) await createUser(app, { name: `Читатель Ромашкин ${i}` });
    const first = (await app.inject({ url: `/discovery/blogs?q=${encodeURIComponent('ромашкин')}`, headers: json })).json();
    expect(first.data).toHaveLength(10);
    const second = (await app.inject({ url: first.next_page_url, headers: json })).json();
    expect(second.data).toHaveLength(1);
    expect(new Set([...first.data, ...second.data].map((blog: { id: number }) => blog.id)).size).toBe(11);
  });

  it('lists topics to follow with the reader’s follow state', async () => {
    const reader = await createUser(app);
    await app.db.execute(sql`insert into follows (user_id, subsite_id) values (${reader.id}, ${ids.community})`);
    const headers = { ...inertiaHeaders, ...(await sessionHeaders(app, reader.id)) };
    const { component, props } = (await app.inject({ url: '/discovery/topics', headers })).json();
    expect(component).toBe('Discovery/Topics');
    expect(props.topics.data.find((topic: { id: number }) => topic.id === ids.community)).toMatchObject({ is_follow: true, is_notify: false });
  });
});

describe('cost', () => {
  it('costs the same number of queries for 2 results as for 12', async () => {
    const reader = await createUser(app);
    const headers = { ...json, ...(await sessionHeaders(app, reader.id)) };
    await app.inject({ url: '/discovery', headers });
    const count = (url: string) => countRender(app, () => app.inject({ url, headers }));
    const few = { posts: await count('/discovery?q=енот'), blogs: await count('/discovery/blogs?q=енотов'), fast: await count('/discovery?q=енотов&type=fast-search') };
    await publishPost(app, author.id, { title: 'Енот', text: 'Енот.' });
    await createUser(app, { name: 'Енотов Первый' });
    const two = { posts: await count('/discovery?q=енот'), blogs: await count('/discovery/blogs?q=енотов'), fast: await count('/discovery?q=енотов&type=fast-search') };
    for (let i = 0; i < 10; i++) {
      await publishPost(app, author.id, { title: `Енот ${i}`, text: 'Енот.' });
      await createUser(app, { name: `Енотов ${i}` });
    }
    const many = { posts: await count('/discovery?q=енот'), blogs: await count('/discovery/blogs?q=енотов'), fast: await count('/discovery?q=енотов&type=fast-search') };
    expect(many).toEqual(two);
    expect(few.posts).toBeLessThanOrEqual(two.posts);
    expect(two.posts).toBeLessThanOrEqual(10);
  });
});
