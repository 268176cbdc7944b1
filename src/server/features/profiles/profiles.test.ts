import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries, countRender } from '../../../../tests/support/count-queries.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { multipart, png } from '../../../../tests/support/media.ts';
import { createCommunity, inertiaHeaders, publishPost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { communityMembers, linkedAccounts, posts, subsites, users } from '../../db/schema/index.ts';
import { FEED_PAGE_SIZE } from '../feeds/index.ts';

let app: FastifyInstance;
let author: TestUser;
let reader: TestUser;
let community: { id: number; slug: string; name: string };

beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { follows: { max: 1000 }, commentWrites: { max: 1000 } } });
  author = await createUser(app, { name: 'Анна Автор' });
  reader = await createUser(app);
  community = await createCommunity(app, { creatorId: author.id, name: 'Путешествия' });
});
afterAll(() => app.close());

async function headersOf(userId?: number) {
  return userId ? await sessionHeaders(app, userId) : guestHeaders();
}

/** A page as a reader sees it once the earlier writes' events have run (a guest's cached page is dropped by them). */
async function visit(url: string, userId?: number) {
  await settle(app);
  return app.inject({ url, headers: { ...inertiaHeaders, ...(await headersOf(userId)) } });
}

async function json(method: 'GET' | 'POST' | 'DELETE', url: string, userId?: number, body?: object) {
  return app.inject({ method, url, headers: { accept: 'application/json', ...(await headersOf(userId)) }, ...(body && { payload: body }) });
}

async function slugOf(id: number) {
  const [row] = await app.db.select({ slug: subsites.slug }).from(subsites).where(eq(subsites.id, id));
  return row!.slug;
}

describe('user and community pages', () => {
  it('a person’s page says whether they are online, a community’s says nothing', async () => {
    const person = await createUser(app);
    await app.db.update(users).set({ onlineUntil: new Date(Date.now() + 60_000) }).where(eq(users.id, person.id));
    const props = (await visit(`/${await slugOf(person.id)}`)).json().props;
    expect(props.online_status).toEqual({ online: true, show_online: true, online_status_string: 'в сети' });
    expect((await visit(`/${community.slug}`)).json().props.online_status).toBeNull();
  });

  it('a user page shows the header, the pinned post first and the posts by Popular', async () => {
    const slug = await slugOf(author.id);
    await app.db.update(subsites).set({ description: 'Пишу о дальних поездах и северных городах.', ratingPlace: 7, rating: 120 }).where(eq(subsites.id, author.id));
    const first = await publishPost(app, author.id, { title: 'Первый' });
    const pinned = await publishPost(app, author.id, { title: 'Закреплённый' });
    await publishPost(app, author.id, { title: 'В сообществе', category_id: community.id });
    const pin = await json('POST', `/posts/${pinned.id}/pin`, author.id, { status: true });
    expect(pin.statusCode).toBe(200);

    const res = await visit(`/${slug}`, reader.id);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.component).toBe('User/User');
    expect(page.props.subsite).toMatchObject({
      id: author.id,
      name: 'Анна Автор',
      title: 'Анна Автор',
      slug,
      url: `/${slug}`,
      is_user: true,
      rating: 120,
      current_rating_place: 7,
      description: 'Пишу о дальних поездах и северных городах.',
      is_follow: false,
      can_edit: false,
      header: null,
    });
    expect(page.props.subsite.created_at).toMatch(/^\d{4}-/);
    expect(page.props.sort).toBe('popular');
    expect(page.props.managers).toBeNull();
    expect(page.props.pinned).toMatchObject({ id: pinned.id });
    const ids = page.props.posts.data.map((post: { id: number }) => post.id);
    expect(ids).not.toContain(pinned.id);
    expect(ids).toContain(first.id);
    // A blog lists its author's posts in communities too.
    expect(ids).toHaveLength(2);
    expect(page.props.meta.title).toContain('Анна Автор');

    const own = (await visit(`/${slug}`, author.id)).json();
    expect(own.props.subsite.can_edit).toBe(true);
  });

  it('sorts New, Per month and Per year at their own addresses; a plain XHR gets the paginator', async () => {
    const slug = await slugOf(author.id);
    const newer = await publishPost(app, author.id, { title: 'Самый новый' });
    const old = await publishPost(app, author.id, { title: 'Старый' });
    await app.db.update(posts).set({ publishedAt: new Date(Date.now() - 400 * 86_400_000) }).where(eq(posts.id, old.id));
    const byNew = (await visit(`/${slug}/new`)).json();
    expect(byNew.props.sort).toBe('new');
    expect(byNew.props.posts.data[0].id).toBe(newer.id);
    expect(byNew.props.posts.data.map((post: { id: number }) => post.id)).toContain(old.id);
    for (const sort of ['month', 'year'] as const) {
      const page = (await visit(`/${slug}/${sort}`)).json();
      expect(page.props.sort).toBe(sort);
      expect(page.props.posts.data.map((post: { id: number }) => post.id)).not.toContain(old.id);
    }
    const xhr = await json('GET', `/${slug}/new`);
    expect(xhr.json()).toMatchObject({ current_page: 1, data: expect.any(Array) });
    expect((await visit(`/${slug}/sideways`)).statusCode).toBe(404);
    expect((await visit('/no_such_person_here')).statusCode).toBe(404);
  });

  it('pages through posts with a keyset cursor', async () => {
    const writer = await createUser(app);
    for (let i = 0; i < FEED_PAGE_SIZE + 3; i++) await publishPost(app, writer.id, { title: `Пост ${i}` });
    const slug = await slugOf(writer.id);
    const first = (await json('GET', `/${slug}/new`)).json();
    expect(first.data).toHaveLength(FEED_PAGE_SIZE);
    const second = (await json('GET', first.next_page_url)).json();
    expect(second.data).toHaveLength(3);
    expect(second.next_page_url).toBeNull();
    const seen = new Set([...first.data, ...second.data].map((post: { id: number }) => post.id));
    expect(seen.size).toBe(FEED_PAGE_SIZE + 3);
  });

  it('a community page lists its posts, its managers (the creator first) and the rules', async () => {
    const moder = await createUser(app, { name: 'Модератор' });
    await app.db.insert(communityMembers).values({ subsiteId: community.id, userId: moder.id, role: 'moder' });
    await app.db.update(subsites).set({ rules: 'Без рекламы.' }).where(eq(subsites.id, community.id));
    const res = await visit(`/${community.slug}/popular`, author.id);
    const page = res.json();
    expect(page.component).toBe('User/User');
    expect(page.props.subsite).toMatchObject({ is_community: true, title: 'Путешествия', rules: 'Без рекламы.', can_edit: true });
    expect(page.props.managers.admin.map((card: { id: number }) => card.id)).toEqual([author.id]);
    expect(page.props.managers.moder.map((card: { id: number }) => card.id)).toEqual([moder.id]);
    expect(page.props.pinned).toBeNull();
    expect(page.props.posts.data.every((post: { category: { id: number } | null }) => post.category?.id === community.id)).toBe(true);
    expect((await visit(`/${community.slug}`, reader.id)).json().props.subsite.can_edit).toBe(false);
  });

  it("carries the subsite's type, its subscription and the linked accounts, these to the member alone", async () => {
    const person = await createUser(app);
    await app.db.insert(linkedAccounts).values({ userId: person.id, provider: 'google', subject: `g-${person.id}`, displayName: 'person@example.com' });
    const slug = await slugOf(person.id);
    expect((await visit(`/${slug}`, person.id)).json().props.subsite).toMatchObject({ type: 'user', subscription: null, accounts: [{ provider: 'google', name: 'person@example.com' }] });
    expect((await visit(`/${slug}`, reader.id)).json().props.subsite).toMatchObject({ type: 'user', subscription: null, accounts: [] });
    expect((await visit(`/${slug}`)).json().props.subsite.accounts).toEqual([]);
    expect((await visit(`/${community.slug}`, author.id)).json().props.subsite).toMatchObject({ type: 'community', subscription: null, accounts: [] });
  });

  it('costs the same number of statements for 2 posts and for 20', async () => {
    const few = await createUser(app);
    const many = await createUser(app);
    for (let i = 0; i < 2; i++) await publishPost(app, few.id, { title: `Мало ${i}` });
    for (let i = 0; i < 20; i++) await publishPost(app, many.id, { title: `Много ${i}`, ...(i % 2 ? { category_id: community.id } : {}) });
    const count = async (id: number) => {
      const url = `/${await slugOf(id)}/new`;
      const headers = { ...inertiaHeaders, ...(await sessionHeaders(app, reader.id)) };
      await app.inject({ url, headers });
      return countRender(app, () => app.inject({ url, headers }));
    };
    expect(await count(many.id)).toBe(await count(few.id));
  });
});

describe("a member's comments tab", () => {
  async function comment(postId: number, userId: number, text: string) {
    const res = await json('POST', '/comments', userId, { comment: text, post_id: postId });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number };
  }

  it('lists their comments by Popular and New with the post each answers, for users only', async () => {
    const talker = await createUser(app);
    const post = await publishPost(app, author.id, { title: 'Где обсуждают' });
    const first = await comment(post.id, talker.id, 'Первый комментарий');
    const second = await comment(post.id, talker.id, 'Второй комментарий');
    await json('POST', '/like', reader.id, { likeable: 'comment', id: first.id, value: 1 });
    const slug = await slugOf(talker.id);

    const popular = (await visit(`/${slug}/comments`)).json();
    expect(popular.component).toBe('User/Comments');
    expect(popular.props).toMatchObject({ tab: 'comments', sort: 'popular' });
    expect(popular.props.comments.data.map((item: { id: number }) => item.id)).toEqual([first.id, second.id]);
    expect(popular.props.comments.data[0]).toMatchObject({ comment: 'Первый комментарий', post: { id: post.id, title: 'Где обсуждают', url: post.url } });
    const fresh = (await visit(`/${slug}/comments/new`)).json();
    expect(fresh.props.comments.data.map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
    expect((await visit(`/${community.slug}/comments`)).statusCode).toBe(404);
  });

  it('costs the same number of statements for 2 comments and for 20', async () => {
    const few = await createUser(app);
    const many = await createUser(app);
    const post = await publishPost(app, author.id, { title: 'Обсуждение' });
    const other = await publishPost(app, reader.id, { title: 'Другое обсуждение', category_id: community.id });
    for (let i = 0; i < 2; i++) await comment(post.id, few.id, `Мало ${i}`);
    for (let i = 0; i < 20; i++) await comment(i % 2 ? post.id : other.id, many.id, `Много ${i}`);
    const count = async (id: number) => {
      const url = `/${await slugOf(id)}/comments/new`;
      const headers = { ...inertiaHeaders, ...(await sessionHeaders(app, reader.id)) };
      await app.inject({ url, headers });
      return countQueries(app, () => app.inject({ url, headers }));
    };
    expect(await count(many.id)).toBe(await count(few.id));
  });
});

describe('followers and followings', () => {
  it('lists followers and followings newest first, pages them, searches names from 3 characters and loads all on request', async () => {
    const star = await createUser(app, { name: 'Звезда' });
    const fans: TestUser[] = [];
    for (let i = 0; i < 23; i++) fans.push(await createUser(app, { name: i === 5 ? 'Особенный читатель' : `Читатель ${i}` }));
    for (const fan of fans) expect((await json('POST', `/follows/${star.id}`, fan.id)).statusCode).toBe(200);

    const first = (await json('GET', `/profile/${star.id}/followers`, fans[22]!.id)).json();
    expect(first.total).toBe(23);
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({ id: fans[22]!.id, is_user: true, is_follow: false });
    const second = (await json('GET', first.next_page_url)).json();
    expect(second.data).toHaveLength(3);
    expect(second.next_page_url).toBeNull();

    const all = (await json('GET', `/profile/${star.id}/followers?all=true`)).json();
    expect(all.data).toHaveLength(23);

    const found = (await json('GET', `/profile/${star.id}/followers?q=${encodeURIComponent('особ')}`)).json();
    expect(found.data.map((card: { id: number }) => card.id)).toEqual([fans[5]!.id]);
    expect(found.total).toBe(1);
    expect((await json('GET', `/profile/${star.id}/followers?q=ос`)).statusCode).toBe(422);

    await json('POST', `/follows/${community.id}`, fans[0]!.id);
    const followings = (await json('GET', `/profile/followings?user_id=${fans[0]!.id}`, star.id)).json();
    expect(followings.data.map((card: { id: number }) => card.id)).toEqual([community.id, star.id]);
    expect(followings.first_page_url).toContain(`user_id=${fans[0]!.id}`);
    expect((await json('GET', `/profile/${community.id}/followers`)).json().total).toBeGreaterThan(0);
    expect((await json('GET', `/profile/followings?user_id=${community.id}`)).statusCode).toBe(404);
    expect((await json('GET', '/profile/2000000000/followers')).statusCode).toBe(404);
  });

  it('shows the reader whom in the list they follow, in the same number of statements for 2 people and 20', async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    const people = await Promise.all(Array.from({ length: 20 }, () => createUser(app)));
    for (const person of people.slice(0, 2)) await json('POST', `/follows/${a.id}`, person.id);
    for (const person of people) await json('POST', `/follows/${b.id}`, person.id);
    await json('POST', `/follows/${people[0]!.id}`, reader.id);
    const list = (await json('GET', `/profile/${a.id}/followers`, reader.id)).json();
    expect(list.data.find((card: { id: number }) => card.id === people[0]!.id)).toMatchObject({ is_follow: true, is_notify: true });
    const headers = { accept: 'application/json', ...(await sessionHeaders(app, reader.id)) };
    const cost = (id: number) => countQueries(app, () => app.inject({ url: `/profile/${id}/followers`, headers }));
    expect(await cost(b.id)).toBe(await cost(a.id));
  });
});

describe('avatar and cover', () => {
  async function upload(url: string, userId: number | undefined, width = 1600, height = 500) {
    const body = multipart('file', 'cover.png', 'image/png', await png(width, height));
    return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...(await headersOf(userId)), accept: 'application/json', 'content-type': body.contentType } });
  }

  it('the owner uploads a cover, moves it and removes it; the page shows each state', async () => {
    const owner = await createUser(app);
    const uploaded = await upload(`/settings/profile/${owner.id}/header`, owner.id);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().header).toMatchObject({ type: 'image', coverY: 50, width: 1600, height: 500, url: expect.stringContaining('/uploads/') });
    const moved = await json('POST', `/settings/profile/${owner.id}/header/change-position`, owner.id, { coverY: 12.5 });
    expect(moved.json().header.coverY).toBe(12.5);
    expect((await json('POST', `/settings/profile/${owner.id}/header/change-position`, owner.id, { coverY: 101 })).statusCode).toBe(422);
    const page = (await visit(`/${await slugOf(owner.id)}`)).json();
    expect(page.props.subsite.header).toMatchObject({ coverY: 12.5 });
    const removed = await json('DELETE', `/settings/profile/${owner.id}/header`, owner.id);
    expect(removed.json()).toEqual({ header: null });
    expect((await json('POST', `/settings/profile/${owner.id}/header/change-position`, owner.id, { coverY: 20 })).statusCode).toBe(404);

    const avatar = await upload(`/settings/profile/${owner.id}/avatar/update`, owner.id, 300, 300);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.json().avatar).toMatchObject({ width: 300, height: 300 });
    expect((await visit(`/${await slugOf(owner.id)}`)).json().props.subsite.avatar).toEqual(avatar.json().avatar);
  });

  it("refuses someone else's blog and community with 403, guests with 401, and keeps the pictures", async () => {
    const owner = await createUser(app);
    expect((await upload(`/settings/profile/${owner.id}/header`, reader.id)).statusCode).toBe(403);
    expect((await upload(`/settings/profile/${owner.id}/avatar/update`, reader.id)).statusCode).toBe(403);
    expect((await json('DELETE', `/settings/profile/${owner.id}/header`, reader.id)).statusCode).toBe(403);
    expect((await json('POST', `/settings/profile/${owner.id}/header/change-position`, reader.id, { coverY: 10 })).statusCode).toBe(403);
    expect((await upload(`/settings/profile/${community.id}/header`, reader.id)).statusCode).toBe(403);
    expect((await upload(`/settings/profile/${owner.id}/header`, undefined)).statusCode).toBe(401);
    expect((await upload('/settings/profile/2000000000/header', reader.id)).statusCode).toBe(404);
    expect((await upload(`/settings/profile/${community.id}/header`, author.id)).statusCode).toBe(200);
    const [row] = await app.db.select({ cover: subsites.cover, avatar: subsites.avatar }).from(subsites).where(eq(subsites.id, owner.id));
    expect(row).toEqual({ cover: null, avatar: null });
  });

  it('refuses a file that is not an image', async () => {
    const owner = await createUser(app);
    const body = multipart('file', 'a.txt', 'text/plain', Buffer.from('not a picture at all, just some text'));
    const res = await app.inject({ method: 'POST', url: `/settings/profile/${owner.id}/header`, payload: body.payload, headers: { ...(await headersOf(owner.id)), accept: 'application/json', 'content-type': body.contentType } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toBeDefined();
  });
});

describe('guest page cache', () => {
  describe('with the guest page cache of a new app', () => {
    let cached: FastifyInstance;
    beforeAll(async () => {
      cached = await buildTestApp();
    });
    afterAll(() => cached.close());

    it('a follow and a cover change drop the cached guest page', async () => {
      const owner = await createUser(cached);
      const fan = await createUser(cached);
      const [row] = await cached.db.select({ slug: subsites.slug }).from(subsites).where(eq(subsites.id, owner.id));
      const guestPage = async () => (await cached.inject({ url: `/${row!.slug}`, headers: inertiaHeaders })).json().props.subsite;
      expect((await guestPage()).followers_count).toBe(0);
      const follow = await cached.inject({ method: 'POST', url: `/follows/${owner.id}`, headers: { accept: 'application/json', ...(await sessionHeaders(cached, fan.id)) } });
      expect(follow.statusCode).toBe(200);
      await expect.poll(async () => (await guestPage()).followers_count).toBe(1);
      const body = multipart('file', 'c.png', 'image/png', await png(1200, 400));
      await cached.inject({ method: 'POST', url: `/settings/profile/${owner.id}/header`, payload: body.payload, headers: { ...(await sessionHeaders(cached, owner.id)), accept: 'application/json', 'content-type': body.contentType } });
      await expect.poll(async () => (await guestPage()).header).not.toBeNull();
    });
  });
});
