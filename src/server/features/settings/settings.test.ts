import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { createCommunity, inertiaHeaders, publishPost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { subsites, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ pageCache: { maxEntries: 0 } });
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'DELETE';

async function call(method: Method, url: string, userId?: number, payload?: object) {
  const headers = { accept: 'application/json', ...(userId ? await sessionHeaders(app, userId) : guestHeaders()) };
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function visit(url: string, userId?: number) {
  const headers = { ...inertiaHeaders, ...(userId ? await sessionHeaders(app, userId) : guestHeaders()) };
  return app.inject({ url, headers });
}

/** Moves the member's last rename a month and a day back, as if time had passed. */
async function monthLater(userId: number) {
  const past = new Date(Date.now() - 31 * 86_400_000);
  await app.db.update(subsites).set({ nameChangedAt: past, slugChangedAt: past }).where(eq(subsites.id, userId));
}

describe('settings calls', () => {
  it('are for signed-in members only, and validate their input', async () => {
    const member = await createUser(app);
    const guestCalls: Array<[Method, string, object?]> = [
      ['POST', '/settings/profile/name/update', { name: 'Имя' }],
      ['POST', '/settings/profile/slug/update', { slug: 'new_slug' }],
      ['POST', '/settings/profile/description', { description: 'Текст' }],
      ['POST', '/settings/online-status', { status: true }],
      ['POST', '/settings/profile/gender', { gender: 'female' }],
      ['POST', '/settings/show-posts', { status: true }],
      ['POST', '/settings/default-feed', { feed: 'new' }],
      ['POST', '/settings/default-sorting-feed', { value: 'new' }],
      ['POST', '/settings/block-keywords', { keyword: 'крипта' }],
      ['DELETE', '/settings/block-keywords', { keyword: 'крипта' }],
      ['GET', '/settings/block-list/search?search=abc'],
    ];
    for (const [method, url, body] of guestCalls) expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);

    const invalid: Array<[Method, string, object?]> = [
      ['POST', '/settings/profile/name/update', { name: 'а'.repeat(31) }],
      ['POST', '/settings/profile/name/update', { name: '' }],
      ['POST', '/settings/profile/slug/update', { slug: 'abcd' }],
      ['POST', '/settings/profile/slug/update', { slug: '  abc  ' }],
      ['POST', '/settings/profile/slug/update', { slug: 'a'.repeat(33) }],
      ['POST', '/settings/profile/description', { description: 'а'.repeat(501) }],
      ['POST', '/settings/online-status', { status: 'yes' }],
      ['POST', '/settings/profile/gender', { gender: 'f' }],
      ['POST', '/settings/profile/gender', { gender: null }],
      ['POST', '/settings/default-feed', { feed: 'best' }],
      ['POST', '/settings/default-sorting-feed', { value: 'my' }],
      ['POST', '/settings/block-keywords', { keyword: '' }],
      ['POST', '/settings/block-keywords', { keyword: 'а'.repeat(51) }],
      ['POST', '/settings/block-keywords', { keyword: ' # ' }],
      ['GET', '/settings/block-list/search?search=ab'],
      ['GET', '/settings/block-list/search?search=%20%20%20%20'],
    ];
    for (const [method, url, body] of invalid) {
      const res = await call(method, url, member.id, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(res.json()).toHaveProperty('errors');
    }
  });

  it('renames the blog at most once a month; the form then shows the name locked, the nickname still free', async () => {
    const member = await createUser(app);
    const renamed = await call('POST', '/settings/profile/name/update', member.id, { name: '  Анна   Петрова ' });
    expect(renamed.json()).toEqual({ name: 'Анна Петрова', can_rename: false });
    const again = await call('POST', '/settings/profile/name/update', member.id, { name: 'Анна Иванова' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.name[0]).toMatch(/раз в месяц/);
    const page = (await visit('/settings/profile', member.id)).json();
    expect(page.component).toBe('User/Settings/Profile');
    expect(page.props.settings).toMatchObject({ name: 'Анна Петрова', can_rename: false, slug: member.slug, can_rename_slug: true, slug_rename_after: null });
    expect(page.props.settings.rename_after).toEqual(expect.any(String));
    // The nickname has a clock of its own.
    expect((await call('POST', '/settings/profile/slug/update', member.id, { slug: `petrova_${member.id}` })).json()).toEqual({ url: `/petrova_${member.id}`, can_rename_slug: false });
    const twice = await call('POST', '/settings/profile/slug/update', member.id, { slug: `petrova_${member.id}_2` });
    expect(twice.json().errors.slug[0]).toMatch(/Никнейм можно менять раз в месяц/);

    await monthLater(member.id);
    expect((await call('POST', '/settings/profile/name/update', member.id, { name: 'Анна Иванова' })).json()).toEqual({ name: 'Анна Иванова', can_rename: false });
    expect((await call('POST', '/settings/profile/name/update', member.id, { name: 'Anna\u200bIvanova' })).statusCode).toBe(422);
  });

  it('changes the nickname under the rules, and the old address of the blog and its posts answers 301', async () => {
    const member = await createUser(app);
    const other = await createUser(app);
    const post = await publishPost(app, member.id, { title: 'Пост до переезда' });
    const oldSlug = member.slug;

    expect((await call('POST', '/settings/profile/slug/update', member.id, { slug: 'Anna-Petrova' })).json().errors.slug[0]).toMatch(/a-z/);
    expect((await call('POST', '/settings/profile/slug/update', member.id, { slug: 'settings' })).json().errors.slug[0]).toMatch(/зарезервирован/);
    expect((await call('POST', '/settings/profile/slug/update', member.id, { slug: other.slug })).json().errors.slug[0]).toMatch(/занят/);

    const moved = await call('POST', '/settings/profile/slug/update', member.id, { slug: 'anna_new_home' });
    expect(moved.json()).toEqual({ url: '/anna_new_home', can_rename_slug: false });

    const blog = await app.inject({ url: `/${oldSlug}/new?cursor=x` });
    expect(blog.statusCode).toBe(301);
    expect(blog.headers.location).toBe('/anna_new_home/new?cursor=x');
    const home = await app.inject({ url: `/${oldSlug}` });
    expect(home.statusCode).toBe(301);
    expect(home.headers.location).toBe('/anna_new_home');
    const oldPost = await app.inject({ url: post.url });
    expect(oldPost.statusCode).toBe(301);
    expect(oldPost.headers.location).toMatch(/^\/anna_new_home\/\d+-/);
    expect((await app.inject({ url: '/anna_new_home', headers: inertiaHeaders })).statusCode).toBe(200);

    // Nobody else may take the old address, and a new account is not given it.
    await monthLater(other.id);
    expect((await call('POST', '/settings/profile/slug/update', other.id, { slug: oldSlug })).json().errors.slug[0]).toMatch(/занят/);
    // Its owner may take it back a month later; it then stops redirecting.
    await monthLater(member.id);
    expect((await call('POST', '/settings/profile/slug/update', member.id, { slug: oldSlug })).json().url).toBe(`/${oldSlug}`);
    expect((await app.inject({ url: `/${oldSlug}`, headers: inertiaHeaders })).statusCode).toBe(200);
    expect((await app.inject({ url: '/anna_new_home' })).statusCode).toBe(301);
  });

  it('saves the description and the display switches', async () => {
    const member = await createUser(app);
    expect((await call('POST', '/settings/profile/description', member.id, { description: '  Пишу о городах  ' })).json()).toEqual({ description: 'Пишу о городах' });
    expect((await call('POST', '/settings/online-status', member.id, { status: false })).json()).toEqual({ status: false });
    expect((await call('POST', '/settings/show-posts', member.id, { status: false })).json()).toEqual({ status: false });
    const [row] = await app.db.select({ showOnline: users.showOnline, showPosts: users.showPosts }).from(users).where(eq(users.id, member.id));
    expect(row).toEqual({ showOnline: false, showPosts: false });
    const page = (await visit('/settings/profile', member.id)).json();
    expect(page.props.settings).toMatchObject({ description: 'Пишу о городах', show_online: false, show_posts: false, can_rename: true, rename_after: null, can_rename_slug: true });
  });

  it('saves the optional gender, unspecified until chosen', async () => {
    const member = await createUser(app);
    expect((await visit('/settings/profile', member.id)).json().props.settings.gender).toBe('unspecified');
    expect((await call('POST', '/settings/profile/gender', member.id, { gender: 'female' })).json()).toEqual({ gender: 'female' });
    expect((await visit('/settings/profile', member.id)).json().props.settings.gender).toBe('female');
    expect((await call('POST', '/settings/profile/gender', member.id, { gender: 'unspecified' })).json()).toEqual({ gender: 'unspecified' });
  });

  it("hides the blog's posts from others' view of the blog page while «Blog posts» is off", async () => {
    const member = await createUser(app);
    const reader = await createUser(app);
    const post = await publishPost(app, member.id);
    const blogIds = async (userId: number) => ((await call('GET', `/${member.slug}/new`, userId)).json().data as { id: number }[]).map((item) => item.id);
    await call('POST', '/settings/show-posts', member.id, { status: false });
    expect(await blogIds(reader.id)).toEqual([]);
    expect(await blogIds(member.id)).toEqual([post.id]);
    expect(((await call('GET', '/new', reader.id)).json().data as { id: number }[]).map((item) => item.id)).toContain(post.id);
    await call('POST', '/settings/show-posts', member.id, { status: true });
    expect(await blogIds(reader.id)).toEqual([post.id]);
  });

  it('saves the default feed and My-feed sorting into the page props', async () => {
    const member = await createUser(app);
    expect((await call('POST', '/settings/default-feed', member.id, { feed: 'new' })).json()).toEqual({ feed: 'new' });
    expect((await call('POST', '/settings/default-sorting-feed', member.id, { value: 'new' })).json()).toEqual({ value: 'new' });
    const page = (await visit('/settings/feed', member.id)).json();
    expect(page.props).toMatchObject({ defaultFeed: 'new', defaultSortingFeed: 'new', keywords: [], blocked: [] });
  });

  it('keeps blocked keywords normalised, newest first, and refuses a duplicate', async () => {
    const member = await createUser(app);
    expect((await call('POST', '/settings/block-keywords', member.id, { keyword: ' Крипта ' })).json()).toEqual({ keyword: 'крипта' });
    expect((await call('POST', '/settings/block-keywords', member.id, { keyword: '#Ёлки' })).json()).toEqual({ keyword: '#елки' });
    const duplicate = await call('POST', '/settings/block-keywords', member.id, { keyword: 'КРИПТА' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.keyword).toEqual(['Хештег или слово уже в чёрном списке']);
    expect((await visit('/settings/feed', member.id)).json().props.keywords).toEqual(['#елки', 'крипта']);
    expect((await call('DELETE', '/settings/block-keywords', member.id, { keyword: 'Крипта' })).statusCode).toBe(204);
    expect((await visit('/settings/feed', member.id)).json().props.keywords).toEqual(['#елки']);
  });

  it('finds blogs to block from 3 characters and lists the blocked ones', async () => {
    const member = await createUser(app);
    const target = await createUser(app, { name: 'Зануда Прекрасный' });
    await createCommunity(app, { creatorId: target.id, name: 'Занудные заметки' });
    const found = (await call('GET', `/settings/block-list/search?search=${encodeURIComponent('зануд')}`, member.id)).json().data;
    expect(found.map((item: { title: string }) => item.title)).toEqual(expect.arrayContaining(['Зануда Прекрасный', 'Занудные заметки']));
    expect(found.find((item: { id: number }) => item.id === target.id)).toMatchObject({ url: `/${target.slug}`, is_ignore: false });

    expect((await call('POST', `/ignore/${target.id}`, member.id)).statusCode).toBe(200);
    const again = (await call('GET', `/settings/block-list/search?search=${encodeURIComponent('зануда')}`, member.id)).json().data;
    expect(again.find((item: { id: number }) => item.id === target.id)).toMatchObject({ is_ignore: true });
    // Nobody finds themselves.
    expect((await call('GET', `/settings/block-list/search?search=${encodeURIComponent('прекрасный')}`, target.id)).json().data).toEqual([]);
    expect((await visit('/settings/feed', member.id)).json().props.blocked).toEqual([{ id: target.id, avatar: null, url: `/${target.slug}`, title: 'Зануда Прекрасный', is_ignore: true }]);
  });
});

describe('settings pages', () => {
  let member: TestUser;
  beforeAll(async () => {
    member = await createUser(app);
  });

  it('send guests to sign in', async () => {
    for (const url of ['/settings', '/settings/profile', '/settings/feed', '/account', `/${member.slug}/settings/profile`]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe('/?login');
    }
  });

  it('render for the member', async () => {
    expect((await visit('/settings', member.id)).json().component).toBe('User/Settings/Index');
    expect((await visit('/settings/feed', member.id)).json().component).toBe('User/Settings/Feed');
    expect((await visit('/account', member.id)).json().component).toBe('User/MobileProfile');
  });

  it("redirect the member's own blog addresses to the pages, and are missing for anyone else", async () => {
    const stranger = await createUser(app);
    const expected = { profile: '/settings/profile', main: '/settings/main', notifications: '/settings/notifications', blocklist: '/settings/feed#blocklist' };
    for (const [page, location] of Object.entries(expected)) {
      const own = await app.inject({ url: `/${member.slug}/settings/${page}`, headers: await sessionHeaders(app, member.id) });
      expect(own.statusCode, page).toBe(302);
      expect(own.headers.location).toBe(location);
      expect((await app.inject({ url: `/${member.slug}/settings/${page}`, headers: await sessionHeaders(app, stranger.id) })).statusCode).toBe(404);
    }
    expect((await app.inject({ url: `/${member.slug}/settings/constructor`, headers: await sessionHeaders(app, member.id) })).statusCode).toBe(404);
  });
});
