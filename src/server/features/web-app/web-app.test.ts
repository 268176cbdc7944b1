import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp, TEST_ASSET_VERSION } from '../../../../tests/support/app.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { saveSiteSetting } from '../site/index.ts';

let app: FastifyInstance;
let member: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  member = await createUser(app);
});
afterAll(() => app.close());

const inertia = { 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION };

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

async function manifest() {
  const res = await app.inject('/manifest.webmanifest');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  // A file any cache may hold: it must not start or carry a session.
  expect(res.headers['set-cookie']).toBeUndefined();
  return JSON.parse(res.body) as Record<string, unknown> & { icons: ManifestIcon[] };
}

async function png(url: string) {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toBe('image/png');
  return sharp(res.rawPayload).metadata();
}

describe('the web app manifest', () => {
  it('makes the site installable under its name and language, from its own root, standalone', async () => {
    expect(await manifest()).toMatchObject({
      id: '/',
      name: 'Перо',
      short_name: 'Перо',
      lang: 'ru',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#ffffff',
      background_color: '#ffffff',
    });

    await saveSiteSetting(app.db, 'siteName', 'Заметки соседей');
    await saveSiteSetting(app.db, 'defaultLanguage', 'en');
    app.site.invalidate();
    expect(await manifest()).toMatchObject({ name: 'Заметки соседей', short_name: 'Заметки соседей', lang: 'en' });
    await app.db.delete(siteSettings);
    app.site.invalidate();
  });

  it('lists icons of 192 and 512 pixels and a maskable one, each a PNG of its stated size', async () => {
    const { icons } = await manifest();
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      const { width, height, format } = await png(icon.src);
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe('png');
    }
  });

  it('draws the maskable icon edge to edge, with nothing see-through for the platform to crop into', async () => {
    const maskable = (await manifest()).icons.find((icon) => icon.purpose === 'maskable')!;
    const stats = await sharp((await app.inject(maskable.src)).rawPayload).stats();
    expect(stats.isOpaque).toBe(true);
  });

  it('is linked from every page with the touch icon iOS reads and the theme colour of the reader’s theme', async () => {
    const light = (await app.inject({ url: '/popular', headers: { accept: 'text/html' } })).body;
    expect(light).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(light).toContain('<meta name="theme-color" content="#ffffff">');
    const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)">/.exec(light)?.[1];
    expect(touchIcon).toBeDefined();
    expect(await png(touchIcon!)).toMatchObject({ width: 180, height: 180, hasAlpha: false });

    const dark = (await app.inject({ url: '/popular', headers: { accept: 'text/html', cookie: 'theme=dark' } })).body;
    expect(dark).toContain('<meta name="theme-color" content="#16171b">');
  });

  it('answers only the icons it lists', async () => {
    expect((await app.inject('/app-icons/icon-64.png')).statusCode).toBe(404);
  });
});

describe('the service worker and what it reads', () => {
  it('is served for the whole site, never stale, with web push in it', async () => {
    const res = await app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(/addEventListener\(["'`]push["'`]/);
    expect(res.body).toMatch(/addEventListener\(["'`]notificationclick["'`]/);
    expect(res.body).toMatch(/addEventListener\(["'`]fetch["'`]/);
  });

  it('has an offline page that search engines leave out', async () => {
    const res = await app.inject({ url: '/offline', headers: inertia });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ component: 'Offline', props: { meta: { title: 'Нет соединения — Перо', noindex: true } } });
  });

  it('reads from every page answer whose it is: a guest, from the guest page cache too, or a member', async () => {
    for (const headers of [{ accept: 'text/html' }, inertia, inertia]) {
      const res = await app.inject({ url: '/popular', headers });
      expect(res.headers['x-pero-account']).toBe('guest');
    }
    const signedIn = await sessionHeaders(app, member.id);
    for (const headers of [{ accept: 'text/html' }, inertia]) {
      const res = await app.inject({ url: '/popular', headers: { ...headers, ...signedIn } });
      expect(res.headers['x-pero-account']).toBe(`member:${member.id}`);
    }
    // A JSON call or a file is no page: nothing in it is kept offline.
    expect((await app.inject('/manifest.webmanifest')).headers['x-pero-account']).toBeUndefined();
    expect((await app.inject({ url: '/popular', headers: { accept: 'application/json', ...signedIn } })).headers['x-pero-account']).toBeUndefined();
  });
});
