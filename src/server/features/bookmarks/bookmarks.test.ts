import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countRender } from '../../../../tests/support/count-queries.ts';
import { expectEvents, settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { inertiaHeaders, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { COLLECTION_LIMITS } from '../../../shared/dto/bookmark.ts';
import { channels, pushes } from '../../../shared/realtime.ts';

let app: FastifyInstance;
let author: TestUser;
let reader: TestUser;

beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { bookmarks: { max: 10_000 }, bookmarkCollections: { max: 10_000 } } });
  author = await createUser(app);
  reader = await createUser(app);
});
afterAll(() => app.close());

const json = { accept: 'application/json' };

async function call(method: 'POST' | 'GET' | 'DELETE', url: string, userId: number | null, payload?: object) {
  const headers = userId === null ? guestHeaders() : await sessionHeaders(app, userId);
  return app.inject({ method, url, payload, headers: { ...json, ...headers } });
}

const bookmark = (userId: number | null, id: number) => call('POST', '/bookmark', userId, { bookmarked: 'post', id });
const unbookmark = (userId: number | null, id: number) => call('DELETE', '/bookmark', userId, { bookmarked: 'post', id });
const list = async (userId: number, url = '/bookmarks') => (await call('GET', url, userId)).json();

async function postAs(userId: number, url: string) {
  const res = await app.inject({ url, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, userId)) } });
  return res.json().props.post;
}

describe('POST and DELETE /bookmark', () => {
  it('adds and removes, answering the count, and a repeated call changes nothing', async () => {
    const post = await publishPost(app, author.id);
    const answers = [];
    for (const send of [bookmark, bookmark, unbookmark, unbookmark]) answers.push((await send(reader.id, post.id)).json());
    expect(answers).toEqual([{ bookmarks: 1 }, { bookmarks: 1 }, { bookmarks: 0 }, { bookmarks: 0 }]);
  });

  it("shows is_bookmarked to the member who bookmarked and bookmarks_count to everyone", async () => {
    const post = await publishPost(app, author.id);
    await bookmark(reader.id, post.id);
    expect(await postAs(reader.id, post.url)).toMatchObject({ is_bookmarked: true, bookmarks_count: 1 });
    expect(await postAs(author.id, post.url)).toMatchObject({ is_bookmarked: false, bookmarks_count: 1 });
  });

  it('records each change as an event, and a repeated call none', async () => {
    const post = await publishPost(app, author.id);
    const fact = { target: 'post', targetId: post.id, postId: post.id, authorId: author.id, userId: reader.id } as const;
    await expectEvents(app, () => bookmark(reader.id, post.id), [{ type: 'bookmark.added', ...fact }]);
    await expectEvents(app, () => bookmark(reader.id, post.id), []);
    await expectEvents(app, () => unbookmark(reader.id, post.id), [{ type: 'bookmark.removed', ...fact }]);
  });

  it("pushes the item's count, as it is after each change, on the channel its likes are pushed on", async () => {
    const post = await publishPost(app, author.id);
    const comment = (await call('POST', '/comments', author.id, { comment: 'Сохраните себе', post_id: post.id })).json() as { id: number };
    await settle(app);
    const publish = vi.spyOn(app.realtime, 'publish');
    const pushed = async (run: () => Promise<unknown>) => {
      publish.mockClear();
      await run();
      await settle(app);
      return publish.mock.calls.filter(([, event]) => event === pushes.bookmarks);
    };
    try {
      expect(await pushed(() => bookmark(reader.id, post.id))).toEqual([[channels.likes('post', post.id), pushes.bookmarks, { id: post.id, bookmarks_count: 1 }]]);
      expect(await pushed(() => unbookmark(reader.id, post.id))).toEqual([[channels.likes('post', post.id), pushes.bookmarks, { id: post.id, bookmarks_count: 0 }]]);
      expect(await pushed(() => call('POST', '/bookmark', reader.id, { bookmarked: 'comment', id: comment.id }))).toEqual([
        [channels.commentLikes(post.id), pushes.bookmarks, { id: comment.id, bookmarks_count: 1 }],
      ]);
    } finally {
      publish.mockRestore();
    }
  });

  it("drops the post's cached guest page, so guests see the new count", async () => {
    const post = await publishPost(app, author.id);
    await settle(app);
    const guestSees = async () => (await app.inject({ url: post.url, headers: inertiaHeaders })).json().props.post.bookmarks_count;
    expect(await guestSees()).toBe(0);
    await bookmark(reader.id, post.id);
    await settle(app);
    expect(await guestSees()).toBe(1);
  });

  it('answers guests 401', async () => {
    const post = await publishPost(app, author.id);
    expect((await bookmark(null, post.id)).statusCode).toBe(401);
    expect((await unbookmark(null, post.id)).statusCode).toBe(401);
    expect((await call('GET', '/bookmark-collections', null)).statusCode).toBe(401);
  });

  it('answers 404 for what the member cannot see: a draft, a deleted post, a missing one', async () => {
    const draft = await writePost(app, author.id);
    const deleted = await publishPost(app, author.id);
    await call('DELETE', `/posts/${deleted.id}`, author.id);
    for (const id of [draft.id, deleted.id, 987_654]) {
      expect((await bookmark(reader.id, id)).statusCode).toBe(404);
      expect((await unbookmark(reader.id, id)).statusCode).toBe(404);
    }
  });

  it('refuses a type nobody can bookmark', async () => {
    const post = await publishPost(app, author.id);
    expect((await call('POST', '/bookmark', reader.id, { bookmarked: 'chat', id: post.id })).statusCode).toBe(422);
  });

  it('leaves the exact count after 30 members bookmark at once and 10 of them remove theirs at once', async () => {
    const post = await publishPost(app, author.id);
    const members = await Promise.all(Array.from({ length: 30 }, () => createUser(app)));
    const sessions = await Promise.all(members.map((member) => sessionHeaders(app, member.id)));
    const send = (method: 'POST' | 'DELETE', headers: Record<string, string>) =>
      app.inject({ method, url: '/bookmark', payload: { bookmarked: 'post', id: post.id }, headers: { ...json, ...headers } });
    const added = await Promise.all(sessions.map((headers) => send('POST', headers)));
    expect(added.map((res) => res.json().bookmarks).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const removed = await Promise.all([...sessions.slice(0, 10), ...sessions.slice(0, 10)].map((headers) => send('DELETE', headers)));
    expect(removed.every((res) => res.statusCode === 200)).toBe(true);
    expect((await postAs(reader.id, post.url)).bookmarks_count).toBe(20);
  });

});

describe('/bookmarks', () => {
  it('lists the posts newest bookmark first, in keyset pages, without posts gone since', async () => {
    const member = await createUser(app);
    const posts: Array<Awaited<ReturnType<typeof publishPost>>> = [];
    for (let i = 0; i < 23; i++) posts.push(await publishPost(app, author.id, { title: `Закладка ${i}` }));
    for (const post of posts) await bookmark(member.id, post.id);
    await call('DELETE', `/posts/${posts[5]!.id}`, author.id);

    const first = await list(member.id);
    expect(first).toMatchObject({ current_page: 1, total: 23, path: '/bookmarks/posts' });
    expect(first.data.map((post: { id: number }) => post.id)).toEqual(posts.slice(3).reverse().map((post) => post.id).filter((id) => id !== posts[5]!.id));
    expect(first.data.every((post: { is_bookmarked: boolean }) => post.is_bookmarked)).toBe(true);
    const second = await list(member.id, first.next_page_url);
    expect(second.data.map((post: { id: number }) => post.id)).toEqual(posts.slice(0, 3).reverse().map((post) => post.id));
    expect(second.next_page_url).toBeNull();
  });

  it('has a comments list of its own, apart from the posts', async () => {
    const member = await createUser(app);
    await bookmark(member.id, (await publishPost(app, author.id)).id);
    expect(await list(member.id, '/bookmarks/comments')).toMatchObject({ data: [], total: 0, next_page_url: null, path: '/bookmarks/comments' });
    const page = await app.inject({ url: '/bookmarks/comments', headers: { ...inertiaHeaders, ...(await sessionHeaders(app, member.id)) } });
    expect(page.json()).toMatchObject({ component: 'User/Bookmark', props: { type: 'comments', collection: null, comments: { data: [] } } });
  });

  it('sends guests to sign in, and refuses an unknown type', async () => {
    const guest = await app.inject({ url: '/bookmarks/posts' });
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe('/?login');
    expect((await call('GET', '/bookmarks/likes', reader.id)).statusCode).toBe(404);
  });

  it('costs the same number of queries for 2 bookmarks as for 20', async () => {
    const member = await createUser(app);
    const session = await sessionHeaders(app, member.id);
    const measure = async (headers: Record<string, string>) => {
      await app.inject({ url: '/bookmarks', headers: { ...headers, ...session } }); // warms the per-app caches
      return countRender(app, () => app.inject({ url: '/bookmarks', headers: { ...headers, ...session } }));
    };
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) await bookmark(member.id, (await publishPost(app, i % 2 ? author.id : reader.id)).id);
    };
    await add(2);
    const two = { page: await measure(inertiaHeaders), json: await measure(json) };
    await add(18);
    const twenty = { page: await measure(inertiaHeaders), json: await measure(json) };
    expect((await list(member.id)).data).toHaveLength(20);
    expect(twenty).toEqual(two);
  });
});

describe('bookmark collections', () => {
  const collections = (userId: number) => call('GET', '/bookmark-collections', userId).then((res) => res.json());
  const create = (userId: number, name: string) => call('POST', '/bookmark-collections', userId, { name });
  const file = (userId: number, id: number, ids: number[]) => call('POST', '/bookmark/collections', userId, { bookmarked: 'post', id, collection_ids: ids });

  it('are created, renamed and deleted by their member only', async () => {
    const member = await createUser(app);
    const later = (await create(member.id, '  Прочитать   позже ')).json();
    expect(later).toEqual({ id: expect.any(Number), name: 'Прочитать позже', bookmarks_count: 0 });
    expect((await create(member.id, 'прочитать позже')).statusCode).toBe(422);
    expect((await create(member.id, '   ')).statusCode).toBe(422);
    expect((await create(member.id, 'я'.repeat(COLLECTION_LIMITS.name + 1))).statusCode).toBe(422);

    expect((await call('POST', `/bookmark-collections/${later.id}`, reader.id, { name: 'Чужая' })).statusCode).toBe(404);
    expect((await call('POST', `/bookmark-collections/${later.id}`, member.id, { name: 'Отложенное' })).json()).toMatchObject({ name: 'Отложенное' });
    expect((await call('DELETE', `/bookmark-collections/${later.id}`, reader.id)).statusCode).toBe(404);
    expect((await call('DELETE', `/bookmark-collections/${later.id}`, member.id)).statusCode).toBe(204);
    expect(await collections(member.id)).toEqual([]);
  });

  it(`stop at ${COLLECTION_LIMITS.perMember} a member`, async () => {
    const member = await createUser(app);
    await Promise.all(Array.from({ length: COLLECTION_LIMITS.perMember + 3 }, (_, i) => create(member.id, `Подборка ${i}`)));
    expect(await collections(member.id)).toHaveLength(COLLECTION_LIMITS.perMember);
  });

  it('hold bookmarks filed into them; a bookmark may sit in several and stays in All', async () => {
    const member = await createUser(app);
    const [work, fun] = [(await create(member.id, 'Для работы')).json(), (await create(member.id, 'Посмеяться')).json()];
    const [a, b] = [await publishPost(app, author.id), await publishPost(app, author.id)];
    await bookmark(member.id, a.id);
    await bookmark(member.id, b.id);
    expect((await file(member.id, a.id, [fun.id, work.id])).json()).toEqual({ collection_ids: [work.id, fun.id].sort((x, y) => x - y) });
    expect((await file(member.id, b.id, [work.id])).json()).toEqual({ collection_ids: [work.id] });

    const ids = async (url: string) => (await list(member.id, url)).data.map((post: { id: number }) => post.id);
    expect(await ids(`/bookmarks?collection=${work.id}`)).toEqual([b.id, a.id]);
    expect(await ids(`/bookmarks/posts?collection=${fun.id}`)).toEqual([a.id]);
    expect(await ids('/bookmarks')).toEqual([b.id, a.id]);
    expect((await call('GET', `/bookmark/collections?bookmarked=post&id=${a.id}`, member.id)).json()).toEqual({ collection_ids: [work.id, fun.id].sort((x, y) => x - y) });
    expect(await collections(member.id)).toEqual([
      { id: work.id, name: 'Для работы', bookmarks_count: 2 },
      { id: fun.id, name: 'Посмеяться', bookmarks_count: 1 },
    ]);

    // Unbookmarking takes it out of every collection; deleting a collection keeps the bookmarks.
    await unbookmark(member.id, a.id);
    expect(await ids(`/bookmarks?collection=${work.id}`)).toEqual([b.id]);
    await call('DELETE', `/bookmark-collections/${work.id}`, member.id);
    expect(await ids('/bookmarks')).toEqual([b.id]);
    expect((await call('GET', `/bookmarks?collection=${work.id}`, member.id)).statusCode).toBe(404);
  });

  it("refuse filing what is not bookmarked (404) or into another member's collection (422)", async () => {
    const member = await createUser(app);
    const theirs = (await create(reader.id, `Чужая ${member.id}`)).json();
    const post = await publishPost(app, author.id);
    expect((await file(member.id, post.id, [])).statusCode).toBe(404);
    await bookmark(member.id, post.id);
    expect((await file(member.id, post.id, [theirs.id])).statusCode).toBe(422);
    expect((await call('GET', `/bookmarks?collection=${theirs.id}`, member.id)).statusCode).toBe(404);
  });
});
