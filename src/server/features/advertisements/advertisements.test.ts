import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { explainSent } from '../../../../tests/support/explain.ts';
import { invalidAnswer } from '../../../../tests/support/errors.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { inertiaHeaders, publishPost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { adminLog, advertisements } from '../../db/schema/index.ts';
import type { AdminAdvertisementDto, ShownAdvertisements } from '../../../shared/dto/advertisement.ts';

let app: FastifyInstance;
let admin: TestUser;
let member: TestUser;
let postUrl: string;

beforeAll(async () => {
  app = await buildTestApp();
  [admin, member] = await Promise.all([createUser(app, { role: 'super_admin' }), createUser(app)]);
  // Eleven posts: the feed's first page reaches the tenth card.
  for (let n = 0; n < 11; n++) postUrl = (await publishPost(app, member.id, { title: `Пост ${n + 1}` })).url;
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.db.delete(advertisements);
  // As a panel action would: cached pages and the site's caches are dropped.
  app.pageCache.drop(['site']);
});
afterEach(() => vi.useRealTimers());

const ad = (overrides: Record<string, unknown> = {}) => ({
  title: 'Реклама',
  position: 'rightbar',
  html_content: '<a href="https://example.com">Купите слона</a>',
  css_content: 'a { color: red }',
  js_content: 'console.log(1)',
  enabled: true,
  starts_at: null,
  ends_at: null,
  every: null,
  sort_order: 0,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<AdminAdvertisementDto> {
  const res = await app.inject({ method: 'POST', url: '/admin-panel/advertisements', headers: await sessionHeaders(app, admin.id), payload: ad(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  await settle(app);
  return res.json();
}

/** A member's page: read afresh, never from the guest page cache (whose clock the schedule test moves past). */
async function shownOn(url: string): Promise<ShownAdvertisements> {
  const res = await app.inject({ method: 'GET', url, headers: { ...(await sessionHeaders(app, member.id)), ...inertiaHeaders } });
  expect(res.statusCode, url).toBe(200);
  return res.json().props.advertisements;
}

async function html(url: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

/** The server-rendered slots of a page: `data-slot` values in document order. */
const slotsIn = (page: string) => [...page.matchAll(/data-slot="([^"]+)"/g)].map((match) => match[1]);

describe('advertisements in their slots', () => {
  it('each position shows in its own slot and nowhere else', async () => {
    const [top, right, feed, under] = [
      await create({ title: 'Верх', position: 'supbar' }),
      await create({ title: 'Справа', position: 'rightbar' }),
      await create({ title: 'Лента', position: 'feed-item', every: 5 }),
      await create({ title: 'Под постом', position: 'under_post' }),
    ];
    const frame = (id: number, every: number | null = null) => ({ id, every, frame_url: expect.stringMatching(new RegExp(`^/advertisements/${id}/frame\\?v=\\d+$`)) });
    expect(await shownOn('/')).toEqual({ supbar: [frame(top.id)], right: [frame(right.id)], feed_item: [frame(feed.id, 5)], under_post: [frame(under.id)] });

    // The feed: above the header, after the 5th and 10th cards, the right column; no under-post slot.
    const feedPage = await html('/new');
    expect(slotsIn(feedPage)).toEqual(['supbar', 'feed-item', 'feed-item', 'rightbar']);
    expect(feedPage.match(/data-ad="(\d+)"/g)).toEqual([top.id, feed.id, feed.id, right.id].map((id) => `data-ad="${id}"`));
    const cardsBeforeFirstAd = feedPage.slice(0, feedPage.indexOf('data-slot="feed-item"')).match(/<article/g)?.length;
    expect(cardsBeforeFirstAd).toBe(5);

    // The post page: above the header, under the post, the right column; no feed slots.
    const postPage = await html(postUrl);
    expect(slotsIn(postPage)).toEqual(['supbar', 'under_post', 'rightbar']);
    expect(postPage).toContain(`data-ad="${under.id}"`);
  });

  it('the right-column ad is the sidebar widget, shown only while one exists', async () => {
    expect((await shownOn('/')).right).toEqual([]);
    const right = await create({ position: 'rightbar' });
    expect((await shownOn('/')).right).toEqual([expect.objectContaining({ id: right.id })]);
    expect(slotsIn(await html(postUrl))).toEqual(['rightbar']);
  });

  it('a disabled advertisement is not shown, and shows again once enabled', async () => {
    const off = await create({ position: 'supbar', enabled: false });
    expect((await shownOn('/')).supbar).toEqual([]);
    const res = await app.inject({ method: 'POST', url: `/admin-panel/advertisements/${off.id}/enabled`, headers: await sessionHeaders(app, admin.id), payload: { enabled: true } });
    expect(res.json()).toMatchObject({ enabled: true, is_showing: true });
    await settle(app);
    expect((await shownOn('/')).supbar).toEqual([expect.objectContaining({ id: off.id })]);
  });

  it('the schedule starts and ends the showing without an edit', async () => {
    const hour = 60 * 60 * 1000;
    const later = await create({ position: 'under_post', starts_at: new Date(Date.now() + hour).toISOString(), ends_at: new Date(Date.now() + 3 * hour).toISOString() });
    expect(later.is_showing).toBe(false);
    expect((await shownOn('/')).under_post).toEqual([]);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * hour);
    expect((await shownOn('/')).under_post).toEqual([expect.objectContaining({ id: later.id })]);
    vi.setSystemTime(Date.now() + 2 * hour);
    expect((await shownOn('/')).under_post).toEqual([]);
  });

  it('edits and deletions show on the next request, and each is in the admin log', async () => {
    const shown = await create({ position: 'supbar', title: 'Старое' });
    const headers = await sessionHeaders(app, admin.id);
    const edited = await app.inject({ method: 'POST', url: `/admin-panel/advertisements/${shown.id}`, headers, payload: ad({ position: 'under_post', title: 'Новое' }) });
    expect(edited.json()).toMatchObject({ title: 'Новое', position: 'under_post' });
    await settle(app);
    expect(await shownOn('/')).toMatchObject({ supbar: [], under_post: [expect.objectContaining({ id: shown.id })] });

    expect((await app.inject({ method: 'DELETE', url: `/admin-panel/advertisements/${shown.id}`, headers })).statusCode).toBe(204);
    await settle(app);
    expect((await shownOn('/')).under_post).toEqual([]);
    const lines = await app.db.select({ action: adminLog.action, subjectId: adminLog.subjectId }).from(adminLog);
    expect(lines.filter((line) => line.subjectId === shown.id).map((line) => line.action)).toEqual(['ad.created', 'ad.updated', 'ad.deleted']);
  });

  it('cost a page no statement: they are kept with the site’s caches', async () => {
    await create({ position: 'supbar' });
    await create({ position: 'under_post' });
    const headers = { ...(await sessionHeaders(app, member.id)), ...inertiaHeaders };
    await app.inject({ method: 'GET', url: postUrl, headers });
    const plans = await explainSent(app, () => app.inject({ method: 'GET', url: postUrl, headers }));
    expect(plans.filter((plan) => plan.includes('advertisements'))).toEqual([]);
  });
});

describe('the advertisement frame', () => {
  it('runs the code in a sandbox of its own: its own policy, no access to the site', async () => {
    const shown = await create({ html_content: '<p class="promo">Пишите на Пере</p>', css_content: '.promo { color: teal }', js_content: 'document.title = "ad"' });
    const res = await app.inject({ method: 'GET', url: `/advertisements/${shown.id}/frame?v=1` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms;/);
    expect(res.headers['content-security-policy']).not.toContain('allow-same-origin');
    expect(res.body).toContain('<p class="promo">Пишите на Пере</p>');
    expect(res.body).toContain('<style>.promo { color: teal }</style>');
    expect(res.body).toContain('<script>document.title = "ad"</script>');
  });

  it('is not served for an advertisement that is not shown', async () => {
    const off = await create({ enabled: false });
    expect((await app.inject({ method: 'GET', url: `/advertisements/${off.id}/frame` })).statusCode).toBe(404);
  });

  it('pages frame it sandboxed, without the same origin', async () => {
    await create({ position: 'supbar' });
    expect(await html('/')).toMatch(/<iframe src="\/advertisements\/\d+\/frame\?v=\d+" title="Реклама" sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms"/);
  });
});

describe('writing advertisements', () => {
  it('checks the input', async () => {
    const headers = await sessionHeaders(app, admin.id);
    const send = (overrides: Record<string, unknown>) => app.inject({ method: 'POST', url: '/admin-panel/advertisements', headers, payload: ad(overrides) });
    const blank = await send({ title: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual(invalidAnswer({ title: 'ads.errors.title' }));
    const backwards = await send({ starts_at: '2026-12-02T10:00:00.000Z', ends_at: '2026-12-01T10:00:00.000Z' });
    expect(backwards.json()).toEqual(invalidAnswer({ ends_at: 'ads.errors.endsBeforeStart' }));
    expect((await send({ starts_at: 'завтра' })).json()).toEqual(invalidAnswer({ starts_at: 'ads.errors.date' }));
    expect((await send({ position: 'popup' })).statusCode).toBe(422);
    expect((await send({ html_content: 'x'.repeat(20_001) })).statusCode).toBe(422);
  });

  it('keeps the feed interval for feed-item advertisements only', async () => {
    expect((await create({ position: 'rightbar', every: 4 })).every).toBeNull();
    expect((await create({ position: 'feed-item', every: 4 })).every).toBe(4);
  });

  it('is refused to everyone but a super admin', async () => {
    for (const headers of [guestHeaders(), await sessionHeaders(app, member.id)]) {
      const res = await app.inject({ method: 'POST', url: '/admin-panel/advertisements', headers, payload: ad() });
      expect([401, 403]).toContain(res.statusCode);
    }
    expect(await app.db.select().from(advertisements)).toEqual([]);
  });

  it('the panel lists every advertisement with its state', async () => {
    await create({ title: 'Включена' });
    await create({ title: 'Выключена', enabled: false });
    const res = await app.inject({ method: 'GET', url: '/admin-panel/advertisements', headers: { ...(await sessionHeaders(app, admin.id)), ...inertiaHeaders } });
    expect(res.json().props.ads.map((item: AdminAdvertisementDto) => [item.title, item.is_showing])).toEqual([
      ['Выключена', false],
      ['Включена', true],
    ]);
  });
});
