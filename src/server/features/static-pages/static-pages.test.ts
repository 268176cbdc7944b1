import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { invalidAnswer } from '../../../../tests/support/errors.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { inertiaHeaders } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { adminLog, staticPages } from '../../db/schema/index.ts';
import type { AdminStaticPageDto } from '../../../shared/dto/static-page.ts';

let app: FastifyInstance;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  [admin, member] = await Promise.all([createUser(app, { role: 'super_admin' }), createUser(app)]);
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.db.delete(staticPages);
  app.pageCache.drop(['site']);
});

const page = (overrides: Record<string, unknown> = {}) => ({
  title: 'О проекте',
  description: 'Кто делает Перо и зачем',
  slug: 'about-us',
  body: '<h2>Кто мы</h2><p>Мы пишем о том, что любим.</p>',
  scripts: '',
  in_footer: true,
  sort_order: 0,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<AdminStaticPageDto> {
  const res = await app.inject({ method: 'POST', url: '/admin-panel/pages', headers: await sessionHeaders(app, admin.id), payload: page(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  await settle(app);
  return res.json();
}

const visit = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const nonceOf = (policy: string | string[] | number | undefined) => /'nonce-([0-9a-f]+)'/.exec(String(policy))?.[1];

describe('a static page', () => {
  it('opens at /pages/{slug} with its HTML as given, its title and description as the meta', async () => {
    await create();
    const res = await visit('/pages/about-us');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h2>Кто мы</h2><p>Мы пишем о том, что любим.</p>');
    expect(res.body).toContain('<title>О проекте — Перо</title>');
    expect(res.body).toContain('name="description" content="Кто делает Перо и зачем"');
  });

  it('runs its scripts with the answer’s nonce, and the policy allows the origins they name', async () => {
    await create({ scripts: '<script src="https://widgets.example.net/poll.js"></script><script>window.pageScriptRan = true</script>' });
    const res = await visit('/pages/about-us');
    const nonce = nonceOf(res.headers['content-security-policy']);
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<div data-page-scripts><script nonce="${nonce}" src="https://widgets.example.net/poll.js"></script><script nonce="${nonce}">window.pageScriptRan = true</script></div>`);
    expect(res.headers['content-security-policy']).toMatch(/script-src [^;]*https:\/\/widgets\.example\.net/);
    // Cached for guests: the next answer has a nonce of its own, in the header and the body alike.
    const again = await visit('/pages/about-us');
    const next = nonceOf(again.headers['content-security-policy']);
    expect(next).not.toBe(nonce);
    expect(again.body).toContain(`<script nonce="${next}">window.pageScriptRan = true</script>`);
  });

  it('is a missing page at an unknown address', async () => {
    expect((await visit('/pages/nothing-here')).statusCode).toBe(404);
  });

  it('is listed in the footer when chosen, in its order', async () => {
    await create({ title: 'Правила', slug: 'rules', sort_order: 2 });
    await create({ title: 'О проекте', slug: 'about-us', sort_order: 1 });
    await create({ title: 'Черновик', slug: 'draft', in_footer: false });
    const res = await app.inject({ method: 'GET', url: '/', headers: inertiaHeaders });
    expect(res.json().props.footerPages).toEqual([
      { title: 'О проекте', url: '/pages/about-us' },
      { title: 'Правила', url: '/pages/rules' },
    ]);
  });

  it('is written and deleted by the panel, each change in the admin log and seen at once', async () => {
    const created = await create();
    const headers = await sessionHeaders(app, admin.id);
    const edited = await app.inject({ method: 'POST', url: `/admin-panel/pages/${created.id}`, headers, payload: page({ title: 'О нас', slug: 'about-us' }) });
    expect(edited.json()).toMatchObject({ title: 'О нас', url: '/pages/about-us' });
    await settle(app);
    expect((await visit('/pages/about-us')).body).toContain('<title>О нас — Перо</title>');
    expect((await app.inject({ method: 'DELETE', url: `/admin-panel/pages/${created.id}`, headers })).statusCode).toBe(204);
    await settle(app);
    expect((await visit('/pages/about-us')).statusCode).toBe(404);
    const lines = await app.db.select({ action: adminLog.action, subjectId: adminLog.subjectId }).from(adminLog);
    expect(lines.filter((line) => line.subjectId === created.id).map((line) => line.action)).toEqual(['page.created', 'page.updated', 'page.deleted']);
  });
});

describe('a static page’s address', () => {
  it('is lowercase words joined by hyphens, not a word the site uses, and not another page’s', async () => {
    await create({ slug: 'rules' });
    const headers = await sessionHeaders(app, admin.id);
    const send = (slug: string) => app.inject({ method: 'POST', url: '/admin-panel/pages', headers, payload: page({ slug }) });
    for (const slug of ['О проекте', 'about us', '-about', 'about--us', '../admin', '']) {
      expect((await send(slug)).json(), slug).toEqual(invalidAnswer({ slug: 'staticPages.errors.slugFormat' }));
    }
    expect((await send('login')).json()).toEqual(invalidAnswer({ slug: 'staticPages.errors.slugReserved' }));
    expect((await send('rules')).json()).toEqual(invalidAnswer({ slug: 'staticPages.errors.slugTaken' }));
    // Written in capitals, it is the same address.
    expect((await send('Rules')).json()).toEqual(invalidAnswer({ slug: 'staticPages.errors.slugTaken' }));
  });
});

describe('footer scripts', () => {
  it('run on every page with the nonce, and the policy allows the counter’s host', async () => {
    const counter = '<script>(function(){var s=document.createElement("script");s.src="https://mc.yandex.ru/metrika/tag.js";document.head.appendChild(s)})()</script><noscript><img src="https://mc.yandex.ru/watch/1" alt=""></noscript>';
    const saved = await app.inject({ method: 'POST', url: '/admin-panel/footer-scripts', headers: await sessionHeaders(app, admin.id), payload: { footer_scripts: counter } });
    expect(saved.statusCode).toBe(204);
    await settle(app);
    await create();
    for (const url of ['/', '/new', '/pages/about-us', '/discovery']) {
      const res = await visit(url);
      const nonce = nonceOf(res.headers['content-security-policy']);
      const tag = `<script nonce="${nonce}">(function(){var s=document.createElement("script");s.src="https://mc.yandex.ru/metrika/tag.js"`;
      expect(res.body, url).toContain(tag);
      expect(res.body.indexOf(tag), url).toBeGreaterThan(res.body.indexOf('</div>'));
      expect(res.headers['content-security-policy'], url).toMatch(/script-src [^;]*https:\/\/mc\.yandex\.ru/);
      expect(res.headers['content-security-policy'], url).toMatch(/connect-src [^;]*https:\/\/mc\.yandex\.ru/);
    }
    const lines = await app.db.select({ action: adminLog.action, subject: adminLog.subject }).from(adminLog);
    expect(lines).toContainEqual({ action: 'settings.saved', subject: 'footerScripts' });
  });

  it('are written by super admins only', async () => {
    for (const headers of [guestHeaders(), await sessionHeaders(app, member.id)]) {
      const res = await app.inject({ method: 'POST', url: '/admin-panel/footer-scripts', headers, payload: { footer_scripts: '<script>alert(1)</script>' } });
      expect([401, 403]).toContain(res.statusCode);
    }
  });
});

describe('the Pages screen', () => {
  it('lists the pages in order with the footer scripts', async () => {
    await create({ title: 'Второй', slug: 'second', sort_order: 2 });
    await create({ title: 'Первый', slug: 'first', sort_order: 1 });
    const res = await app.inject({ method: 'GET', url: '/admin-panel/pages', headers: { ...(await sessionHeaders(app, admin.id)), ...inertiaHeaders } });
    expect(res.json().props.pages.map((item: AdminStaticPageDto) => item.title)).toEqual(['Первый', 'Второй']);
    expect(res.json().props).toHaveProperty('footer_scripts');
  });
});
