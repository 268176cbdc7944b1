import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { block, createCommunity, inertiaHeaders, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { follows, posts, postTags, subsites, tagCounts } from '../../db/schema/index.ts';

let app: FastifyInstance;
let author: TestUser;
let reader: TestUser;
let editor: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  author = await createUser(app);
  reader = await createUser(app);
  editor = await createUser(app, { role: 'editor' });
});
afterAll(() => app.close());

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, userId?: number, payload?: object) {
  const headers = { accept: 'application/json', ...(userId ? await sessionHeaders(app, userId) : guestHeaders()) };
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const NOTHING = { report: false, hide: false, edit: false, pin: false, unpublish: false, destroy: false, mark_editor: { value: false }, statistics: false, comments_bell: null };

describe('GET /posts/{id}/controls', () => {
  it('gives the author edit, delete and pin on their own blog', async () => {
    const post = await publishPost(app, author.id);
    expect((await call('GET', `/posts/${post.id}/controls`, author.id)).json()).toEqual({ ...NOTHING, edit: true, pin: true, destroy: true, statistics: true });
  });

  it('offers no pin for a post in a community, nor for a draft', async () => {
    const community = await createCommunity(app, { creatorId: reader.id });
    const inCommunity = await publishPost(app, author.id, { category_id: community.id });
    expect((await call('GET', `/posts/${inCommunity.id}/controls`, author.id)).json()).toEqual({ ...NOTHING, edit: true, destroy: true, statistics: true });
    const draft = await writePost(app, author.id);
    expect((await call('GET', `/posts/${draft.id}/controls`, author.id)).json()).toEqual({ ...NOTHING, edit: true, destroy: true, statistics: true });
  });

  it('gives other members report and hide; site editors also mark_editor', async () => {
    const post = await publishPost(app, author.id);
    expect((await call('GET', `/posts/${post.id}/controls`, reader.id)).json()).toEqual({ ...NOTHING, report: true, hide: true, comments_bell: false });
    expect((await call('GET', `/posts/${post.id}/controls`, editor.id)).json()).toEqual({ ...NOTHING, report: true, hide: true, mark_editor: { value: true }, statistics: true, comments_bell: false });
  });

  it('tells a member whether their bell is on the post’s comments', async () => {
    const post = await publishPost(app, author.id);
    expect((await call('POST', '/notifications', reader.id, { notifiable: 'post', id: post.id })).json()).toEqual({ is_notify: true });
    expect((await call('GET', `/posts/${post.id}/controls`, reader.id)).json()).toMatchObject({ comments_bell: true });
    expect((await call('DELETE', '/notifications', reader.id, { notifiable: 'post', id: post.id })).json()).toEqual({ is_notify: false });
    expect((await call('GET', `/posts/${post.id}/controls`, reader.id)).json()).toMatchObject({ comments_bell: false });
  });

  it('answers guests 401, and drafts of others like missing posts', async () => {
    const post = await publishPost(app, author.id);
    expect((await call('GET', `/posts/${post.id}/controls`)).statusCode).toBe(401);
    const draft = await writePost(app, author.id);
    const hidden = await call('GET', `/posts/${draft.id}/controls`, reader.id);
    const missing = await call('GET', '/posts/999999/controls', reader.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(missing.body);
  });
});

describe('POST /posts/{id}/pin', () => {
  it('pins one post on the author’s profile at a time and unpins', async () => {
    const first = await publishPost(app, author.id);
    const second = await publishPost(app, author.id);
    const pinned = async (id: number) => (await app.db.select({ at: posts.pinnedAt }).from(posts).where(eq(posts.id, id)))[0]!.at !== null;

    expect((await call('POST', `/posts/${first.id}/pin`, author.id, { status: true })).json()).toEqual({ pinned: true });
    expect(await pinned(first.id)).toBe(true);
    expect((await call('POST', `/posts/${second.id}/pin`, author.id, { status: true })).json()).toEqual({ pinned: true });
    expect([await pinned(first.id), await pinned(second.id)]).toEqual([false, true]);
    expect((await app.inject({ url: second.url, headers: inertiaHeaders })).json().props.post.pinned).toBe(true);

    expect((await call('POST', `/posts/${second.id}/pin`, author.id, { status: false })).json()).toEqual({ pinned: false });
    expect(await pinned(second.id)).toBe(false);
  });

  it('refuses others and community posts', async () => {
    const post = await publishPost(app, author.id);
    expect((await call('POST', `/posts/${post.id}/pin`, reader.id, { status: true })).statusCode).toBe(403);
    const community = await createCommunity(app, { creatorId: author.id });
    const inCommunity = await publishPost(app, author.id, { category_id: community.id });
    expect((await call('POST', `/posts/${inCommunity.id}/pin`, author.id, { status: true })).statusCode).toBe(403);
    const draft = await writePost(app, author.id);
    expect((await call('POST', `/posts/${draft.id}/pin`, reader.id, { status: true })).statusCode).toBe(404);
    expect((await call('POST', `/posts/${post.id}/pin`, author.id, {})).statusCode).toBe(422);
  });
});

describe('DELETE /posts/{id}', () => {
  it('soft-deletes the author’s post and gives back its counts', async () => {
    const parent = await publishPost(app, reader.id);
    const post = await publishPost(app, author.id, { reply_id: parent.id });
    const count = async () => (await app.db.select({ n: subsites.postsCount }).from(subsites).where(eq(subsites.id, author.id)))[0]!.n;
    const replies = async () => (await app.db.select({ n: posts.repliesCount }).from(posts).where(eq(posts.id, parent.id)))[0]!.n;
    const before = await count();
    expect(await replies()).toBe(1);

    const res = await call('DELETE', `/posts/${post.id}`, author.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [row] = await app.db.select({ deletedAt: posts.deletedAt }).from(posts).where(eq(posts.id, post.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await count()).toBe(before - 1);
    expect(await replies()).toBe(0);
    expect((await call('DELETE', `/posts/${post.id}`, author.id)).statusCode).toBe(404);
  });

  it('refuses others: 403 for a visible post, 404 for a draft, 401 for guests', async () => {
    const post = await publishPost(app, author.id);
    const draft = await writePost(app, author.id);
    expect((await call('DELETE', `/posts/${post.id}`, reader.id)).statusCode).toBe(403);
    expect((await call('DELETE', `/posts/${draft.id}`, reader.id)).statusCode).toBe(404);
    expect((await call('DELETE', `/posts/${post.id}`)).statusCode).toBe(401);
  });
});

describe('GET /tags/search', () => {
  it('suggests up to 10 tags of published posts by prefix, the most used first', async () => {
    await publishPost(app, author.id, { text: '#поиск #поисковик #поисковик' });
    await publishPost(app, reader.id, { text: '#поисковик #поискать' });
    await writePost(app, author.id, { text: '#поисковый-черновик #поисковыйчерновик' });
    for (let i = 0; i < 12; i++) await publishPost(app, author.id, { text: `#поле${i}` });

    expect((await call('GET', '/tags/search?q=Поиск', author.id)).json()).toEqual(['поисковик', 'поиск', 'поискать']);
    expect((await call('GET', `/tags/search?q=${encodeURIComponent('#поисков')}`, author.id)).json()).toEqual(['поисковик']);
    expect((await call('GET', '/tags/search?q=по', author.id)).json()).toHaveLength(10);
    expect((await call('GET', '/tags/search?q=%25', author.id)).json()).toEqual([]);
    expect((await call('GET', '/tags/search?q=', author.id)).json()).toEqual([]);
    expect((await call('GET', '/tags/search?q=по')).statusCode).toBe(401);
  });

  it('keeps tag counts equal to a recount through edits, publication and deletion', async () => {
    const first = await publishPost(app, author.id, { text: '#счётчик #остаётся' });
    const second = await publishPost(app, reader.id, { text: '#счётчик' });
    const draft = await writePost(app, author.id, { text: '#счётчик #черновой' });
    await publishPost(app, author.id, { id: first.id, text: '#остаётся #новый' });
    await call('DELETE', `/posts/${second.id}`, reader.id);
    await publishPost(app, author.id, { id: draft.id, text: '#счётчик #черновой' });

    const recount = await app.db
      .select({ tag: postTags.tag, count: sql<number>`count(*)::int` })
      .from(postTags)
      .innerJoin(posts, eq(posts.id, postTags.postId))
      .where(and(eq(posts.isPublish, true), isNull(posts.deletedAt)))
      .groupBy(postTags.tag)
      .orderBy(postTags.tag);
    const kept = await app.db.select({ tag: tagCounts.tag, count: tagCounts.postsCount }).from(tagCounts).orderBy(tagCounts.tag);
    expect(kept).toEqual(recount);
    expect(kept.filter((row) => ['счётчик', 'остаётся', 'новый', 'черновой'].includes(row.tag))).toEqual([
      { tag: 'новый', count: 1 },
      { tag: 'остаётся', count: 1 },
      { tag: 'счётчик', count: 1 },
      { tag: 'черновой', count: 1 },
    ]);
  });
});

describe('GET /topics', () => {
  it('lists the communities the user may post into, most followed first, filtered by name', async () => {
    const user = await createUser(app);
    const open = await createCommunity(app, { creatorId: reader.id, name: 'Кулинария 50% скидки' });
    const popular = await createCommunity(app, { creatorId: reader.id, name: 'Кулинарные рецепты' });
    await app.db.update(subsites).set({ followersCount: 100 }).where(eq(subsites.id, popular.id));
    const closed = await createCommunity(app, { creatorId: reader.id, name: 'Кулинарный клуб', whoCanPost: ['admin'] });
    const own = await createCommunity(app, { creatorId: user.id, name: 'Кулинарная редакция', whoCanPost: ['editor'] });

    const res = await call('GET', `/topics?q=${encodeURIComponent('КУЛИНАР')}&perPage=10&from=editor`, user.id);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((c: { id: number }) => c.id);
    expect(ids[0]).toBe(popular.id);
    expect(ids).toEqual(expect.arrayContaining([open.id, own.id]));
    expect(ids).not.toContain(closed.id);
    expect(res.json().data[0]).toMatchObject({ name: 'Кулинарные рецепты', url: `/${popular.slug}`, is_community: true, is_follow: false, is_favorite: false });
    expect(res.json().next_page_url).toBeNull();

    const percent = (await call('GET', `/topics?q=${encodeURIComponent('50%')}`, user.id)).json().data;
    expect(percent.map((c: { id: number }) => c.id)).toEqual([open.id]);
    expect((await call('GET', `/topics?q=${encodeURIComponent('_')}`, user.id)).json().data).toEqual([]);
  });

  it('pages with next_page_url and asks guests to sign in', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 3; i++) await createCommunity(app, { creatorId: reader.id, name: `Страничное ${i}` });
    const first = (await call('GET', `/topics?q=${encodeURIComponent('Страничное')}&perPage=2&from=editor`, user.id)).json();
    expect(first.data).toHaveLength(2);
    expect(first.next_page_url).toMatch(new RegExp(`^/topics\\?q=${encodeURIComponent('Страничное')}&perPage=2&from=editor&cursor=[\\w-]+$`));
    const second = (await call('GET', first.next_page_url, user.id)).json();
    expect(second.data).toHaveLength(1);
    expect(second.next_page_url).toBeNull();
    expect((await call('GET', '/topics')).statusCode).toBe(401);
  });

  it('lists followed communities first, page after page', async () => {
    const user = await createUser(app);
    const names = ['Первое', 'Второе', 'Третье', 'Четвёртое', 'Пятое'].map((name) => `Подписочное ${name}`);
    const communities = [];
    for (const [i, name] of names.entries()) {
      const community = await createCommunity(app, { creatorId: reader.id, name });
      await app.db.update(subsites).set({ followersCount: 10 * i }).where(eq(subsites.id, community.id));
      communities.push(community);
    }
    const followed = [communities[0]!, communities[2]!];
    await app.db.insert(follows).values(followed.map((community) => ({ userId: user.id, subsiteId: community.id })));

    const listed: Array<{ id: number; is_follow: boolean }> = [];
    let url: string | null = `/topics?q=${encodeURIComponent('Подписочное')}&perPage=2`;
    while (url) {
      const page: { data: typeof listed; next_page_url: string | null } = (await call('GET', url, user.id)).json();
      listed.push(...page.data);
      url = page.next_page_url;
    }
    const [one, two, three, four, five] = communities.map((community) => community.id);
    expect(listed.map((item) => item.id)).toEqual([three, one, five, four, two]);
    expect(listed.map((item) => item.is_follow)).toEqual([true, true, false, false, false]);
  });
});

describe('hashtag blocks', () => {
  it('are found in lists and quotes too', async () => {
    const post = await publishPost(app, author.id, { blocks: [block.header('Теги'), block.list(['#вСписке']), block.quote('#вЦитате')] });
    const tags = (await call('GET', '/tags/search?q=в', author.id)).json();
    expect(tags).toEqual(expect.arrayContaining(['всписке', 'вцитате']));
    expect(post.is_publish).toBe(1);
  });
});
