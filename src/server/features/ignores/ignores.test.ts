import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { expectEvents, settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { createCommunity, inertiaHeaders, publishPost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import type { CommentDto } from '../../../shared/dto/comment.ts';
import { follows, subsites } from '../../db/schema/index.ts';
import { FEED_PAGE_SIZE } from '../feeds/index.ts';

let app: FastifyInstance;
let author: TestUser;
let reader: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { follows: { max: 1000 }, ignores: { max: 1000 } }, pageCache: { maxEntries: 0 } });
  author = await createUser(app);
  reader = await createUser(app);
});
afterAll(() => app.close());

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, userId?: number, payload?: object) {
  const headers = { accept: 'application/json', ...(userId ? await sessionHeaders(app, userId) : guestHeaders()) };
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const feedIds = async (userId?: number, url = '/new') => ((await call('GET', url, userId)).json().data as { id: number }[]).map((post) => post.id);

async function followersOf(id: number) {
  const [row] = await app.db.select({ followers: subsites.followersCount }).from(subsites).where(eq(subsites.id, id));
  return row!.followers;
}

describe('POST and DELETE /ignore/{id}', () => {
  it('blocks a blog, ending the follow and its bell with the counters and the event; unblocking leaves the follow ended', async () => {
    const target = await createUser(app);
    await call('POST', `/follows/${target.id}`, reader.id);
    expect(await followersOf(target.id)).toBe(1);

    let blocked: Awaited<ReturnType<typeof call>> | undefined;
    await expectEvents(app, async () => (blocked = await call('POST', `/ignore/${target.id}`, reader.id)), [{ type: 'subsite.unfollowed', followerId: reader.id, subsiteId: target.id }]);
    expect(blocked!.json()).toEqual({ is_ignore: true, is_follow: false, is_notify: false });
    expect(await followersOf(target.id)).toBe(0);
    expect(await app.db.select().from(follows).where(and(eq(follows.userId, reader.id), eq(follows.subsiteId, target.id)))).toEqual([]);
    // Blocking again changes nothing.
    await expectEvents(app, () => call('POST', `/ignore/${target.id}`, reader.id), []);

    const unblocked = await call('DELETE', `/ignore/${target.id}`, reader.id);
    expect(unblocked.json()).toEqual({ is_ignore: false, is_follow: false, is_notify: false });
  });

  it("carries is_ignore on the blocked subsite's page and on the cards of its posts, for the reader who blocked it alone", async () => {
    const target = await createUser(app);
    const community = await createCommunity(app, { creatorId: target.id });
    const post = await publishPost(app, target.id, { category_id: community.id });
    await call('POST', `/ignore/${target.id}`, reader.id);
    await call('POST', `/ignore/${community.id}`, reader.id);
    const page = async (url: string, userId?: number) => (await app.inject({ url, headers: { ...inertiaHeaders, ...(userId ? await sessionHeaders(app, userId) : guestHeaders()) } })).json().props;

    expect((await page(`/${target.slug}`, reader.id)).subsite).toMatchObject({ id: target.id, is_ignore: true, is_follow: false });
    expect((await page(`/${community.slug}`, reader.id)).subsite).toMatchObject({ id: community.id, is_ignore: true });
    const shown = (await page(post.url, reader.id)).post;
    expect([shown.user.is_ignore, shown.category.is_ignore]).toEqual([true, true]);
    expect((await page(`/${target.slug}`, author.id)).subsite.is_ignore).toBe(false);
    expect((await page(`/${target.slug}`)).subsite.is_ignore).toBe(false);
    expect((await page(post.url)).post.user.is_ignore).toBe(false);

    await call('DELETE', `/ignore/${target.id}`, reader.id);
    expect((await page(`/${target.slug}`, reader.id)).subsite.is_ignore).toBe(false);
  });

  it('refuses blocking oneself (422), guests (401) and unknown subsites (404)', async () => {
    expect((await call('POST', `/ignore/${reader.id}`, reader.id)).statusCode).toBe(422);
    expect((await call('POST', `/ignore/${author.id}`)).statusCode).toBe(401);
    expect((await call('POST', '/ignore/2000000000', reader.id)).statusCode).toBe(404);
  });
});

describe('what a reader ignores or hid leaves their lists', () => {
  it("drops a blocked author's posts, a blocked community's posts and hidden posts from the reader's feeds, not from others' or from the post page", async () => {
    const blockedAuthor = await createUser(app);
    const community = await createCommunity(app, { creatorId: author.id });
    const byBlocked = await publishPost(app, blockedAuthor.id, { title: 'Пост заблокированного' });
    const inCommunity = await publishPost(app, author.id, { title: 'Пост в теме', category_id: community.id });
    const hidden = await publishPost(app, author.id, { title: 'Скрытый пост' });
    const kept = await publishPost(app, author.id, { title: 'Обычный пост' });
    const viewer = await createUser(app);

    expect((await call('POST', `/ignore/${blockedAuthor.id}`, viewer.id)).statusCode).toBe(200);
    expect((await call('POST', `/ignore/${community.id}/by-type`, viewer.id, { type: 'community' })).json()).toEqual({ type: 'community', id: community.id, is_ignore: true });
    expect((await call('POST', `/ignore/${hidden.id}/by-type`, viewer.id, { type: 'post' })).json()).toEqual({ type: 'post', id: hidden.id, is_ignore: true });

    for (const url of ['/new', '/popular']) {
      const ids = await feedIds(viewer.id, url);
      expect(ids).toContain(kept.id);
      expect(ids).not.toContain(byBlocked.id);
      expect(ids).not.toContain(inCommunity.id);
      expect(ids).not.toContain(hidden.id);
    }
    // Others and guests still see everything.
    expect(await feedIds()).toEqual(expect.arrayContaining([byBlocked.id, inCommunity.id, hidden.id]));
    expect(await feedIds(reader.id)).toEqual(expect.arrayContaining([byBlocked.id, inCommunity.id, hidden.id]));
    // The post's own address still opens it, as a shared link would.
    expect((await call('GET', hidden.url, viewer.id)).statusCode).toBe(200);

    // Undoing brings them back.
    await call('DELETE', `/ignore/${hidden.id}/by-type`, viewer.id, { type: 'post' });
    await call('DELETE', `/ignore/${community.id}/by-type`, viewer.id, { type: 'community' });
    await call('DELETE', `/ignore/${blockedAuthor.id}`, viewer.id);
    expect(await feedIds(viewer.id)).toEqual(expect.arrayContaining([byBlocked.id, inCommunity.id, hidden.id]));
  });

  describe('on a site with only these posts', () => {
    let local: FastifyInstance;
    beforeAll(async () => {
      local = await buildTestApp({ rateLimits: { ignores: { max: 1000 } }, pageCache: { maxEntries: 0 } });
    });
    afterAll(() => local.close());

    it('keeps a feed page full when the rules remove posts, and the next page continues without repeats', async () => {
      const writer = await createUser(local);
      const noisy = await createUser(local);
      const viewer = await createUser(local);
      const written: number[] = [];
      for (let i = 0; i < FEED_PAGE_SIZE * 2; i++) written.push((await publishPost(local, i % 3 === 0 ? noisy.id : writer.id, { title: `Пост ${i}` })).id);
      const headers = { accept: 'application/json', ...(await sessionHeaders(local, viewer.id)) };
      await local.inject({ method: 'POST', url: `/ignore/${noisy.id}`, headers });
      const first = (await local.inject({ url: '/new', headers })).json();
      expect(first.data).toHaveLength(FEED_PAGE_SIZE);
      const second = (await local.inject({ url: first.next_page_url, headers })).json();
      const shown = [...first.data, ...second.data].map((post: { id: number }) => post.id);
      expect(new Set(shown).size).toBe(shown.length);
      expect(shown.sort((a, b) => a - b)).toEqual(written.filter((_, i) => i % 3 !== 0).sort((a, b) => a - b));
      expect(second.next_page_url).toBeNull();
    });
  });

  it('reads ignores in the same query as follows, and makes up for the posts they remove from ids read past the page: a signed-in feed page costs the same whatever the reader ignores', async () => {
    const calm = await createUser(app);
    const picky = await createUser(app);
    const ignored = await createUser(app);
    const theirs = await publishPost(app, ignored.id, { title: 'Пост того, кого не читают' });
    await call('POST', `/ignore/${ignored.id}`, picky.id);
    // What the publication drops is dropped before the warming visits, not between one and the visit counted.
    await settle(app);
    const cost = async (userId: number) => {
      const headers = { accept: 'application/json', ...(await sessionHeaders(app, userId)) };
      await app.inject({ url: '/new', headers });
      return countQueries(app, () => app.inject({ url: '/new', headers }));
    };
    expect(await feedIds(calm.id)).toContain(theirs.id);
    expect(await feedIds(picky.id)).not.toContain(theirs.id);
    expect(await cost(picky.id)).toBe(await cost(calm.id));
  });
});

describe('POST /ignore/{id}/by-type', () => {
  it('blocks the author for type user, refuses a mismatched type (422) and hiding one’s own post (403)', async () => {
    const post = await publishPost(app, author.id);
    const viewer = await createUser(app);
    expect((await call('POST', `/ignore/${author.id}/by-type`, viewer.id, { type: 'user' })).json()).toEqual({ type: 'user', id: author.id, is_ignore: true });
    expect(await feedIds(viewer.id)).not.toContain(post.id);
    const community = await createCommunity(app, { creatorId: author.id });
    expect((await call('POST', `/ignore/${community.id}/by-type`, viewer.id, { type: 'user' })).statusCode).toBe(422);
    expect((await call('POST', `/ignore/${post.id}/by-type`, author.id, { type: 'post' })).statusCode).toBe(403);
    expect((await call('POST', `/ignore/${post.id}/by-type`, viewer.id, { type: 'blog' })).statusCode).toBe(422);
    expect((await call('POST', '/ignore/2000000000/by-type', viewer.id, { type: 'post' })).statusCode).toBe(404);
  });
});

describe('comments of ignored authors', () => {
  it("show as hidden to the reader who ignores their author, whole to everyone else", async () => {
    const post = await publishPost(app, author.id);
    const rude = await createUser(app);
    const viewer = await createUser(app);
    const written = (await call('POST', '/comments', rude.id, { post_id: post.id, comment: 'Грубый комментарий' })).json() as CommentDto;
    await call('POST', '/comments', author.id, { post_id: post.id, comment: 'Ответ автора', parent_id: written.id });
    await call('POST', `/ignore/${rude.id}`, viewer.id);

    const seen = (await call('GET', `/posts/${post.id}/comments?type=new`, viewer.id)).json().data as CommentDto[];
    const hidden = seen.find((item) => item.id === written.id)!;
    expect(hidden).toMatchObject({ is_hidden: true, comment: '' });
    // Its replies stay in the thread.
    expect(hidden.replies).toEqual([expect.objectContaining({ comment: 'Ответ автора', is_hidden: false })]);

    const others = (await call('GET', `/posts/${post.id}/comments?type=new`, reader.id)).json().data as CommentDto[];
    expect(others.find((item) => item.id === written.id)).toMatchObject({ is_hidden: false, comment: 'Грубый комментарий' });
  });
});

describe('the bell and favorites', () => {
  it('turns the bell off and on for a followed subsite; refuses without a follow (422); the post shows is_notify', async () => {
    const community = await createCommunity(app, { creatorId: author.id });
    const post = await publishPost(app, author.id, { category_id: community.id });
    const viewer = await createUser(app);
    const bell = (method: 'POST' | 'DELETE') => call(method, '/notifications', viewer.id, { notifiable: 'community', id: community.id });
    expect((await bell('POST')).statusCode).toBe(422);
    await call('POST', `/follows/${community.id}`, viewer.id);
    expect((await bell('DELETE')).json()).toEqual({ is_follow: true, is_notify: false, followers_count: 1 });
    const page = async () => (await app.inject({ url: post.url, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, viewer.id)) } })).json().props.post.category;
    expect(await page()).toMatchObject({ is_follow: true, is_notify: false });
    expect((await bell('POST')).json()).toEqual({ is_follow: true, is_notify: true, followers_count: 1 });
    expect(await page()).toMatchObject({ is_follow: true, is_notify: true });
    // Blocking clears the follow, and the bell with it.
    await call('POST', `/ignore/${community.id}`, viewer.id);
    expect(await page()).toMatchObject({ is_follow: false, is_notify: false });
  });

  it('flips a followed topic’s favorite; favorites lead the sidebar', async () => {
    const viewer = await createUser(app);
    const [first, second] = [await createCommunity(app, { creatorId: author.id, name: 'Альпинизм' }), await createCommunity(app, { creatorId: author.id, name: 'Яхтинг' })];
    expect((await call('POST', '/favorite', viewer.id, { id: first.id })).statusCode).toBe(422);
    await call('POST', `/follows/${first.id}`, viewer.id);
    await call('POST', `/follows/${second.id}`, viewer.id);
    expect((await call('POST', '/favorite', viewer.id, { id: second.id })).json()).toEqual({ id: second.id, is_favorite: true });
    const sidebar = async () => (await app.inject({ url: '/new', headers: { ...inertiaHeaders, ...(await sessionHeaders(app, viewer.id)) } })).json().props.auth.user.followings;
    expect(await sidebar()).toEqual([expect.objectContaining({ id: second.id, is_favorite: true }), expect.objectContaining({ id: first.id, is_favorite: false })]);
    expect((await call('POST', '/favorite', viewer.id, { id: second.id })).json()).toEqual({ id: second.id, is_favorite: false });
    expect((await sidebar()).map((item: { id: number }) => item.id)).toEqual([first.id, second.id]);
  });
});
