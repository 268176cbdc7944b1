import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { block, inertiaHeaders, publishPost, savePostRequest, writePost } from '../../../../tests/support/posts.ts';
import { csrfPair, sessionHeaders } from '../../../../tests/support/session.ts';
import { posts } from '../../db/schema/index.ts';
import { NotFound } from '../errors.ts';
import { WROTE_COOKIE } from '../recent-writes.ts';
import { PAGE_CACHE_DEFAULTS } from './page-cache.plugin.ts';
import { pageTags } from './page-tags.ts';
import { answerBytes, PageStore, type CachedAnswer } from './page-store.ts';

const TTL = PAGE_CACHE_DEFAULTS.ttlMs;
const html = { accept: 'text/html' };

const NO_POSTS = { data: [], current_page: 1, first_page_url: '/', next_page_url: null, last_page: 1, path: '/', total: 0, to: null };

let app: FastifyInstance;
let now = 1_000_000;
/** How often each test route's handler ran: a cached answer does not run it. */
const renders = new Map<string, number>();
let gate: Promise<void> = Promise.resolve();

function counted(name: string) {
  return async (_request: unknown, reply: FastifyReply) => {
    renders.set(name, (renders.get(name) ?? 0) + 1);
    await gate;
    return reply.page('Index', { feed: 'popular', posts: NO_POSTS, news: null });
  };
}

beforeAll(async () => {
  app = await buildTestApp({
    pageCache: { now: () => now },
    routes: (app) => {
      app.get('/cached', { config: { guestCache: { tags: ['test:cached'] } } }, counted('cached'));
      app.get('/numbered', { config: { guestCache: { tags: ['test:numbered'] } } }, async (_request, reply) => {
        const number = (renders.get('numbered') ?? 0) + 1;
        renders.set('numbered', number);
        await gate;
        return reply.page('Index', { feed: 'popular', posts: { ...NO_POSTS, total: number }, news: null });
      });
      app.get('/cached-feed', { config: { guestCache: { tags: [pageTags.feeds] } } }, counted('feed'));
      app.get('/sets-cookie', { config: { guestCache: { tags: ['test:cookie'] } } }, async (request, reply) => {
        reply.setCookie('seen', 'yes', { path: '/' });
        return counted('cookie')(request, reply);
      });
      app.get('/missing', { config: { guestCache: { tags: ['test:missing'] } } }, async () => {
        renders.set('missing', (renders.get('missing') ?? 0) + 1);
        throw new NotFound();
      });
    },
  });
});
afterAll(() => app.close());
beforeEach(() => {
  renders.clear();
  gate = Promise.resolve();
  // Whatever an earlier test cached has expired.
  now += TTL * 10;
});

const get = (url: string, headers: Record<string, string> = html) => app.inject({ url, headers });

function scriptNonce(res: LightMyRequestResponse): string {
  return /script-src [^;]*'nonce-([0-9a-f]+)'/.exec(String(res.headers['content-security-policy']))![1]!;
}

function cookieNames(res: LightMyRequestResponse): string[] {
  const cookies = res.headers['set-cookie'];
  const list = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [cookies];
  return list.map((cookie) => cookie.split('=')[0]!);
}

describe('the guest page cache', () => {
  it('answers guests from memory until its time to live runs out', async () => {
    expect((await get('/cached')).statusCode).toBe(200);
    expect((await get('/cached')).statusCode).toBe(200);
    expect(renders.get('cached')).toBe(1);
    now += TTL - 1;
    await get('/cached');
    expect(renders.get('cached')).toBe(1);
    now += 1;
    await get('/cached');
    expect(renders.get('cached')).toBe(2);
  });

  it('never answers a signed-in reader from it, and a signed-in answer never fills it', async () => {
    const reader = await createUser(app);
    const signedIn = await sessionHeaders(app, reader.id);
    await get('/cached', { ...html, ...signedIn });
    await get('/cached');
    expect(renders.get('cached')).toBe(2);
    await get('/cached', { ...html, ...signedIn });
    expect(renders.get('cached')).toBe(3);
    await get('/cached');
    expect(renders.get('cached')).toBe(3);
  });

  it('gives each answer a fresh nonce, the same in the policy header and in the body', async () => {
    const first = await get('/cached');
    const second = await get('/cached');
    expect(renders.get('cached')).toBe(1);
    const [a, b] = [scriptNonce(first), scriptNonce(second)];
    expect(a).not.toBe(b);
    for (const [res, nonce] of [
      [first, a],
      [second, b],
    ] as const) {
      const inBody = [...res.body.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
      expect(inBody.length).toBeGreaterThanOrEqual(2);
      expect(new Set(inBody)).toEqual(new Set([nonce]));
    }
    expect(second.body).not.toContain(a);
  });

  it("never replays another visitor's cookie: each guest gets their own CSRF token, and an answer that sets any other cookie is not kept", async () => {
    const first = await get('/cached');
    const second = await get('/cached');
    expect(renders.get('cached')).toBe(1);
    const tokens = [first, second].map((res) => /XSRF-TOKEN=([^;]+)/.exec(String(res.headers['set-cookie']))![1]!);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(second.body).not.toContain(tokens[0]);
    // A guest who already holds a valid token is handed nothing.
    const holder = await get('/cached', { ...html, cookie: csrfPair(null).cookie });
    expect(holder.headers['set-cookie']).toBeUndefined();
    expect(renders.get('cached')).toBe(1);

    for (let i = 0; i < 2; i++) expect(cookieNames(await get('/sets-cookie'))).toContain('seen');
    expect(renders.get('cookie')).toBe(2);
  });

  it("keeps a flash alert's page to its visitor: neither answered from the cache nor kept", async () => {
    await get('/cached');
    const alert = `pero_alert=${encodeURIComponent(app.signCookie(JSON.stringify({ message: 'Готово — письмо отправлено', type: 'success' })))}`;
    const withAlert = await get('/cached', { ...html, cookie: alert });
    expect(withAlert.body).toContain('Готово — письмо отправлено');
    expect(renders.get('cached')).toBe(2);
    expect((await get('/cached')).body).not.toContain('Готово — письмо отправлено');
    expect(renders.get('cached')).toBe(2);
  });

  it('keeps HTML, dark HTML, the Inertia page object and plain page data apart, and answers HEAD from GET', async () => {
    const variants = [html, { ...html, cookie: 'theme=dark' }, inertiaHeaders, { accept: 'application/json' }];
    const first = [];
    for (const headers of variants) first.push(await get('/cached', headers));
    expect(renders.get('cached')).toBe(4);
    for (const [i, headers] of variants.entries()) {
      const again = await get('/cached', headers);
      expect(again.headers['content-type']).toBe(first[i]!.headers['content-type']);
      expect(again.headers['x-inertia']).toBe(first[i]!.headers['x-inertia']);
    }
    expect(renders.get('cached')).toBe(4);
    expect(first[1]!.body).toContain('class="dark"');
    expect(first[2]!.json()).toMatchObject({ component: 'Index', url: '/cached' });
    expect(String(first[0]!.headers.vary)).toMatch(/X-Inertia.*Cookie/);

    const head = await app.inject({ method: 'HEAD', url: '/cached', headers: html });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(renders.get('cached')).toBe(4);
  });

  it('keeps only 200 answers, and keys by the query too', async () => {
    await get('/missing');
    await get('/missing');
    expect(renders.get('missing')).toBe(2);
    await get('/cached?page=2');
    await get('/cached');
    expect(renders.get('cached')).toBe(2);
  });

  it('renders once for a burst of guests asking for the same page', async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const burst = Promise.all([get('/cached'), get('/cached'), get('/cached')]);
    await new Promise((resolve) => setImmediate(resolve));
    open();
    const answers = await burst;
    expect(renders.get('cached')).toBe(1);
    expect(new Set(answers.map(scriptNonce)).size).toBe(3);
    const withoutNonce = answers.map((res) => res.body.replaceAll(scriptNonce(res), ''));
    expect(withoutNonce).toEqual(Array(3).fill(withoutNonce[0]));
  });

  it('answers the page that just expired while one guest renders it afresh, but never a dropped page, nor one long expired', async () => {
    const renderNumber = async (answer: Promise<LightMyRequestResponse>) => (JSON.parse((await answer).body) as { props: { posts: { total: number } } }).props.posts.total;
    /** Two guests, the second asking while the first renders: the render each was answered with. */
    async function twoGuests(): Promise<number[]> {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      const first = get('/numbered', inertiaHeaders);
      await new Promise((resolve) => setImmediate(resolve));
      const second = get('/numbered', inertiaHeaders);
      await new Promise((resolve) => setImmediate(resolve));
      open();
      return Promise.all([renderNumber(first), renderNumber(second)]);
    }
    expect(await renderNumber(get('/numbered', inertiaHeaders))).toBe(1);
    now += TTL;
    expect(await twoGuests()).toEqual([2, 1]);
    app.pageCache.drop(['test:numbered']);
    expect(await twoGuests()).toEqual([3, 3]);
    now += TTL + PAGE_CACHE_DEFAULTS.staleMs!;
    expect(await twoGuests()).toEqual([4, 4]);
  });

  it('does not keep an answer rendered while its own tag was dropped, keeps one while another was, and drops only what carries the tag', async () => {
    const renderWhile = async (url: string, drop: string) => {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      const during = get(url);
      await new Promise((resolve) => setImmediate(resolve));
      app.pageCache.drop([drop]);
      open();
      await during;
      gate = Promise.resolve();
    };
    await renderWhile('/cached', 'test:cached');
    await get('/cached');
    expect(renders.get('cached')).toBe(2);
    await renderWhile('/cached-feed', 'test:cached');
    await get('/cached-feed');
    expect(renders.get('feed')).toBe(1);

    app.pageCache.drop(['test:cached']);
    await get('/cached');
    await get('/cached-feed');
    expect(renders.get('cached')).toBe(3);
    expect(renders.get('feed')).toBe(1);
  });

  it('drops every page at once by the site tag (what a change of the whole site does)', async () => {
    await get('/cached');
    await get('/cached-feed');
    const before = [renders.get('cached')!, renders.get('feed')!];
    app.pageCache.drop([pageTags.site]);
    await get('/cached');
    await get('/cached-feed');
    expect([renders.get('cached'), renders.get('feed')]).toEqual([before[0]! + 1, before[1]! + 1]);
  });
});

describe('the post and tag pages from the cache', () => {
  let author: TestUser;
  beforeAll(async () => {
    author = await createUser(app, { name: 'Автор Постов' });
  });

  async function titleOf(url: string): Promise<string> {
    return /<title>(.*?)<\/title>/.exec((await get(url)).body)![1]!;
  }

  it("serves nothing of one reader's page to a guest or to another reader", async () => {
    const alice = await createUser(app, { name: 'Алиса Первая' });
    const boris = await createUser(app, { name: 'Борис Второй' });
    const post = await publishPost(app, author.id, { title: 'Пост для всех' });
    for (const headers of [html, inertiaHeaders]) {
      const asAlice = await get(post.url, { ...headers, ...(await sessionHeaders(app, alice.id)) });
      const asGuest = await get(post.url, headers);
      const asBoris = await get(post.url, { ...headers, ...(await sessionHeaders(app, boris.id)) });
      const asGuestAgain = await get(post.url, headers);
      expect(asAlice.body).toContain(alice.slug);
      expect(asBoris.body).toContain(boris.slug);
      for (const res of [asGuest, asBoris, asGuestAgain]) {
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain(alice.slug);
        expect(res.body).not.toContain(alice.name);
      }
      for (const res of [asGuest, asGuestAgain]) expect(res.body).not.toContain(boris.slug);
    }
  });

  it('an edit of the post drops its page', async () => {
    const post = await publishPost(app, author.id, { title: 'Первая версия' });
    // The publication's own drop, delivered late, would empty the cache under the next check.
    await settle(app);
    expect(await titleOf(post.url)).toBe('Первая версия — Перо');
    // A change no event announces stays unseen: the page is answered from the cache.
    await app.db.update(posts).set({ title: 'Тихая правка' }).where(eq(posts.id, post.id));
    expect(await titleOf(post.url)).toBe('Первая версия — Перо');

    const edited = await writePost(app, author.id, { id: post.id, blocks: [block.header('Первая версия'), block.paragraph('Дописанный абзац.')] });
    await settle(app);
    expect(edited.url).toBe(post.url);
    const res = await get(post.url);
    expect(res.body).toContain('Дописанный абзац.');
  });

  it('shows a writer their own change before its drop is delivered; a member who has not written gets the kept post till then', async () => {
    const post = await publishPost(app, author.id, { title: 'До правки' });
    await settle(app);
    const member = await sessionHeaders(app, author.id);
    const write = await savePostRequest(app, member, { id: post.id, title: 'До правки' });
    const mark = write.cookies.find((cookie) => cookie.name === WROTE_COOKIE);
    expect(mark).toMatchObject({ maxAge: Math.ceil((TTL + 2_000) / 1000), httpOnly: true });
    await settle(app);
    const titleFor = async (cookie: string) => (await get(post.url, { ...inertiaHeaders, ...member, cookie })).json().props.post.title;
    expect(await titleFor(member.cookie)).toBe('До правки');

    // The next write, its drop still on the way.
    await app.db.update(posts).set({ title: 'После правки' }).where(eq(posts.id, post.id));
    expect(await titleFor(member.cookie)).toBe('До правки');
    expect(await titleFor(`${member.cookie}; ${WROTE_COOKIE}=${mark!.value}`)).toBe('После правки');
  });

  it('does not take a reader whose feed reports what they saw for a writer', async () => {
    const post = await publishPost(app, author.id, { title: 'Увиденный пост' });
    const reader = await sessionHeaders(app, (await createUser(app)).id);
    const report = await app.inject({ method: 'POST', url: '/views', headers: { accept: 'application/json', ...reader }, payload: { showings: [post.id] } });
    expect(report.statusCode).toBe(204);
    expect(report.cookies.find((cookie) => cookie.name === WROTE_COOKIE)).toBeUndefined();
  });

  it('deleting the post drops its page', async () => {
    const post = await publishPost(app, author.id, { title: 'Удалю скоро' });
    expect((await get(post.url)).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: `/posts/${post.id}`, headers: await sessionHeaders(app, author.id) });
    await settle(app);
    expect((await get(post.url)).statusCode).toBe(404);
  });

  it("publishing drops the feeds and its tags' lists, and a drop by the post's tag (what an edit or a new comment does) drops the pages showing the post only", async () => {
    const empty = await get('/tag/кеширование', inertiaHeaders);
    expect(empty.json().props.posts.data).toEqual([]);
    await get('/cached-feed');

    const post = await publishPost(app, author.id, { title: 'Про кэш', text: 'Немного о #кеширование страниц.' });
    await settle(app);
    expect((await get('/tag/кеширование', inertiaHeaders)).json().props.posts.data.map((card: { id: number }) => card.id)).toEqual([post.id]);
    await get('/cached-feed');
    expect(renders.get('feed')).toBe(2);

    await get(post.url);
    await app.db.update(posts).set({ title: 'Новый заголовок' }).where(eq(posts.id, post.id));
    app.pageCache.drop([pageTags.post(post.id)]);
    expect(await titleOf(post.url)).toBe('Новый заголовок — Перо');
    // A page carries the tag of every post it shows: the tag's list reads the card again, a page without the post stays.
    expect((await get('/tag/кеширование', inertiaHeaders)).json().props.posts.data[0].title).toBe('Новый заголовок');
    await get('/cached-feed');
    expect(renders.get('feed')).toBe(2);
  });
});

describe.skipIf(!process.env.REDIS_URL)('with several processes', () => {
  it('a drop in one process drops the page in the others, and a drop of the whole site its settings too', async () => {
    const channel = `pero-test:page-cache:${Math.random()}`;
    const processes = await Promise.all(
      ['one', 'two'].map((name) =>
        buildTestApp({
          redis: true,
          pageCache: { now: () => now, channel },
          routes: (app) => app.get('/shared', { config: { guestCache: { tags: ['test:shared'] } } }, counted(name)),
        }),
      ),
    );
    try {
      const [one, two] = processes as [FastifyInstance, FastifyInstance];
      const visit = (app: FastifyInstance) => app.inject({ url: '/shared', headers: html });
      // Both processes have subscribed before the drop is published.
      const probe = one.redis.open()!;
      await vi.waitFor(async () => expect(await probe.pubsub('NUMSUB', channel)).toEqual([channel, 2]));
      for (const app of [one, two, one, two]) await visit(app);
      expect([renders.get('one'), renders.get('two')]).toEqual([1, 1]);
      one.pageCache.drop(['test:shared']);
      await vi.waitFor(async () => {
        await visit(two);
        expect(renders.get('two')).toBe(2);
      });
      await visit(one);
      expect(renders.get('one')).toBe(2);

      // A change of the whole site also empties the other process's site settings.
      const forgotten = vi.spyOn(two.site, 'invalidate');
      one.pageCache.drop([pageTags.site]);
      await vi.waitFor(() => expect(forgotten).toHaveBeenCalled());
    } finally {
      await Promise.all(processes.map((app) => app.close()));
    }
  });
});

describe('the page store', () => {
  const answer = (tag: string, bytes = 10): CachedAnswer => ({ parts: [Buffer.alloc(bytes)], headers: [], tags: [tag] });

  it('holds at most its entries and bytes, letting the oldest go first', () => {
    const store = new PageStore({ ttlMs: 1_000, maxEntries: 2, maxBytes: 25, now: () => 0 }, answerBytes);
    for (const key of ['a', 'b', 'c']) store.startRender(key).store(answer(key));
    expect(store.size).toEqual({ entries: 2, bytes: 20 });
    expect(store.get('a')).toBeUndefined();
    store.startRender('d').store(answer('d', 15));
    expect([store.get('b'), store.get('c'), store.get('d')].map(Boolean)).toEqual([false, true, true]);
    store.startRender('huge').store(answer('huge', 26));
    expect(store.get('huge')).toBeUndefined();
    store.drop(['c', 'd']);
    expect(store.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('refuses an answer whose tag was dropped while it rendered, until every render that began before the drop is done, and keeps one when another tag was', () => {
    const store = new PageStore({ ttlMs: 1_000, maxEntries: 10, maxBytes: 1_000, now: () => 0 }, answerBytes);
    const early = store.startRender('early');
    const before = store.startRender('before');
    store.drop(['x']);
    const after = store.startRender('after');
    before.store(answer('x'));
    before.render.finish(null);
    after.store(answer('x'));
    after.render.finish(null);
    expect([store.get('before'), store.get('after')].map(Boolean)).toEqual([false, true]);
    // Still under way from before the drop: the drop is remembered for it, and forgotten after it.
    early.store(answer('x'));
    early.render.finish(null);
    expect(store.get('early')).toBeUndefined();
    const next = store.startRender('next');
    store.drop(['y']);
    next.store(answer('x'));
    expect(store.get('next')).toBeDefined();
  });
});
