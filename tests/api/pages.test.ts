import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, TEST_ASSET_VERSION } from '../support/app.ts';
import { createUser } from '../support/factories.ts';
import { createCommunity, publishPost } from '../support/posts.ts';
import { settle } from '../support/events.ts';
import { installDefaultReactions } from '../../src/server/features/reactions/default-set.ts';
import { sessionHeaders } from '../support/session.ts';
import { eq } from 'drizzle-orm';
import { subsites, users } from '../../src/server/db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the page protocol', () => {
  it('answers a first visit with server-rendered Russian HTML', async () => {
    const res = await app.inject({ url: '/popular', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/<html lang="ru"/);
    expect(res.body).toContain('data-server-rendered="true"');
    expect(res.body).toMatch(/<script nonce="[^"]+" data-page="app" type="application\/json">/);
  });

  it('answers an Inertia visit with the page object', async () => {
    const res = await app.inject({ url: '/popular', headers: { 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-inertia']).toBe('true');
    const page = res.json();
    expect(page).toMatchObject({ component: 'Index', url: '/popular', version: TEST_ASSET_VERSION });
    expect(page.props.feed).toBe('popular');
    expect(page.props.auth).toEqual({ user: null });
  });

  it('answers 409 with the location when the asset version is stale', async () => {
    const res = await app.inject({ url: '/new?x=1', headers: { 'x-inertia': 'true', 'x-inertia-version': 'old' } });
    expect(res.statusCode).toBe(409);
    expect(res.headers['x-inertia-location']).toBe('/new?x=1');
  });

  it('sends only the requested props on a partial reload of the same component', async () => {
    const res = await app.inject({
      url: '/new',
      headers: { 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION, 'x-inertia-partial-component': 'Index', 'x-inertia-partial-data': 'feed,siteName' },
    });
    expect(Object.keys(res.json().props).sort()).toEqual(['feed', 'siteName']);
  });

  it('ignores partial-reload headers meant for another component', async () => {
    const res = await app.inject({
      url: '/new',
      headers: { 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION, 'x-inertia-partial-component': 'Post', 'x-inertia-partial-data': 'feed' },
    });
    expect(res.json().props).toHaveProperty('auth');
  });
});

const inertia = { 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION };

describe('caching of pages', () => {
  it('tells browsers and proxies to keep no copy of a signed-in page, HTML or Inertia; guests keep what they have', async () => {
    const user = await createUser(app);
    const member = { accept: 'text/html', ...(await sessionHeaders(app, user.id)) };
    for (const url of ['/popular', `/${user.slug}`, '/settings', '/no-such-blog-here']) {
      for (const headers of [member, { ...member, ...inertia }]) {
        const res = await app.inject({ url, headers });
        expect(res.headers['cache-control'], `${url} ${headers === member ? 'HTML' : 'Inertia'}`).toBe('private, no-store');
      }
    }
    for (const headers of [{}, inertia]) expect((await app.inject({ url: '/popular', headers })).headers['cache-control']).toBeUndefined();
  });
});

describe('shared page props', () => {
  it('carries the signed-in user and their default feed', async () => {
    const user = await createUser(app, { name: 'Вера Соколова', role: 'super_admin' });
    const res = await app.inject({ url: '/', headers: { ...inertia, ...(await sessionHeaders(app, user.id)) } });
    const { props } = res.json();
    expect(props.auth.user).toMatchObject({ id: user.id, name: 'Вера Соколова', slug: user.slug, url: `/${user.slug}`, is_super_admin: true, drafts_count: 0 });
    expect(props.canCreateCommunity).toBe(true);
    expect(props.language).toBe('ru');
    expect(props.feed).toBe('popular');
  });

  it("counts the user's drafts and created communities for the account menu", async () => {
    const user = await createUser(app);
    await createCommunity(app, { creatorId: user.id, name: 'Счётчики' });
    const headers = { ...inertia, ...(await sessionHeaders(app, user.id)) };
    const draft = { blocks: [{ id: 'h1', type: 'header', data: { text: 'Черновик', level: 2 }, tunes: {} }], is_publish: 0 };
    for (let i = 0; i < 2; i++) {
      expect((await app.inject({ method: 'POST', url: '/posts', headers, payload: draft })).statusCode).toBe(200);
    }
    const res = await app.inject({ url: '/popular', headers });
    expect(res.json().props.auth.user).toMatchObject({ drafts_count: 2, my_topics: 1 });
  });

  it("carries the member's own badges for the account menu's profile card", async () => {
    const plain = await createUser(app);
    const propsOf = async (id: number) => (await app.inject({ url: '/', headers: { ...inertia, ...(await sessionHeaders(app, id)) } })).json().props;
    expect((await propsOf(plain.id)).auth.user).toMatchObject({ is_official: false, current_rating_place: null, personal_icon: null });
    const marked = await createUser(app);
    await app.db.update(subsites).set({ isOfficial: true, ratingPlace: 3, personalIconId: '2', personalIconEnabled: true }).where(eq(subsites.id, marked.id));
    expect((await propsOf(marked.id)).auth.user).toMatchObject({ is_official: true, current_rating_place: 3, personal_icon: { id: '2', path: expect.any(String) } });
  });

  it("offers 'My themes' (canCreateCommunity) by the topic-creation policy: not to a member banned site-wide", async () => {
    const member = await createUser(app);
    await app.db.update(subsites).set({ rating: 100_000 }).where(eq(subsites.id, member.id));
    await app.db.update(users).set({ bannedAt: new Date(), banReason: 'Спам' }).where(eq(users.id, member.id));
    const res = await app.inject({ url: '/', headers: { ...inertia, ...(await sessionHeaders(app, member.id)) } });
    expect(res.json().props.canCreateCommunity).toBe(false);
  });

  it('never exposes private account fields', async () => {
    const user = await createUser(app);
    const res = await app.inject({ url: '/popular', headers: { ...inertia, ...(await sessionHeaders(app, user.id)) } });
    expect(res.body).not.toContain(user.email);
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('argon2');
  });

  it('sends guests from /my to sign in and lets members in', async () => {
    const guest = await app.inject({ url: '/my', headers: { accept: 'text/html' } });
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe('/?login');
    const user = await createUser(app);
    const member = await app.inject({ url: '/my/new', headers: { ...inertia, ...(await sessionHeaders(app, user.id)) } });
    expect(member.json()).toMatchObject({ component: 'Index', props: { feed: 'my' } });
  });
});

describe('server-rendered documents', () => {
  it('writes the page meta into the head', async () => {
    const res = await app.inject({ url: '/new', headers: { accept: 'text/html' } });
    expect(res.body).toContain('<title>Перо</title>');
    expect(res.body).toMatch(/<meta data-pero-head name="description" content="[^"]+">/);
    expect(res.body).toContain('<link data-pero-head rel="canonical" href="http://localhost:3000/new">');
    expect(res.body).toContain('property="og:title" content="Перо"');
    expect(res.body).toContain('name="twitter:card"');
  });

  it('renders the dark theme chosen in the cookie', async () => {
    const dark = await app.inject({ url: '/', headers: { accept: 'text/html', cookie: 'theme=dark' } });
    expect(dark.body).toMatch(/<html lang="ru" class="dark">/);
    const light = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(light.body).toMatch(/<html lang="ru">/);
  });

  it("preloads no picture ahead of the page's script: logos, badges and reactions load lazily", async () => {
    const author = await createUser(app);
    const reader = await createUser(app);
    const json = { 'content-type': 'application/json', ...(await sessionHeaders(app, author.id)) };
    await app.inject({ method: 'POST', url: '/personal-icon', headers: json, payload: { icon_id: 'fox' } });
    await installDefaultReactions(app.db, app.storage);
    const post = await publishPost(app, author.id);
    const [reaction] = (await app.inject({ url: '/reactions' })).json() as Array<{ id: number }>;
    const react = await app.inject({ method: 'POST', url: '/reaction', headers: { 'content-type': 'application/json', ...(await sessionHeaders(app, reader.id)) }, payload: { reactionable: 'post', id: post.id, reaction_id: reaction!.id } });
    expect(react.statusCode).toBe(200);
    await settle(app);
    const page = await app.inject({ url: post.url, headers: { accept: 'text/html' } });
    expect(page.body).toContain('/personal-icons/fox.svg');
    expect(page.body).toMatch(/<img src="[^"]+\/reactions\/[^"]+"/);
    expect(page.body).not.toContain('rel="preload" as="image"');
    expect(page.body.match(/<img [^>]*>/g)!.filter((img) => !img.includes('loading="lazy"'))).toEqual([]);
  });

  it("leaves nothing of one visitor's page in the next visitor's HTML", async () => {
    const user = await createUser(app, { name: 'Секретный Читатель' });
    const mine = await app.inject({ url: '/popular', headers: { accept: 'text/html', ...(await sessionHeaders(app, user.id)) } });
    expect(mine.body).toContain('Секретный Читатель');
    const guest = await app.inject({ url: '/popular', headers: { accept: 'text/html' } });
    expect(guest.body).not.toContain('Секретный Читатель');
    expect(guest.body).not.toContain(user.slug);
  });

  it('sends the baseline security headers with pages and API answers', async () => {
    for (const res of [await app.inject({ url: '/', headers: { accept: 'text/html' } }), await app.inject('/healthz')]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('escapes the page object so props cannot close the script tag', async () => {
    const user = await createUser(app, { name: '</script><b>x' });
    const res = await app.inject({ url: '/popular', headers: { accept: 'text/html', ...(await sessionHeaders(app, user.id)) } });
    expect(res.body).not.toContain('</script><b>x');
  });
});
