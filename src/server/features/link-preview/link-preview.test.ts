import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { loopbackAllowedForTests, type Resolver } from '../../lib/safe-fetch.ts';
import { decodeHtml, parsePageMeta } from './html-meta.ts';
import linkPreviewRoutes from './link-preview.routes.ts';

describe('parsePageMeta', () => {
  const page = 'https://news.test/articles/1';

  it('prefers Open Graph, then Twitter, then <title> and meta description', () => {
    const html = `<html><head>
      <title>Тег title</title>
      <meta name="description" content="Описание из meta">
      <meta name="twitter:title" content="Twitter title">
      <meta property="og:title" content="OG &laquo;заголовок&raquo; &amp; ещё">
      <meta property="og:image" content="/images/cover.jpg">
    </head><body></body></html>`;
    expect(parsePageMeta(html, page)).toEqual({ title: 'OG «заголовок» & ещё', description: 'Описание из meta', image: 'https://news.test/images/cover.jpg' });
    expect(parsePageMeta('<title> Только &#171;title&#187;\n  </title>', page)).toEqual({ title: 'Только «title»', description: '', image: null });
    expect(parsePageMeta(`<meta name='twitter:title' content='Twitter'><meta name=twitter:image content=//cdn.test/i.png>`, page)).toMatchObject({
      title: 'Twitter',
      image: 'https://cdn.test/i.png',
    });
  });

  it('takes the first value of repeated tags and skips empty ones', () => {
    const html = '<meta property="og:title" content=" "><meta property="og:title" content="First"><meta property="og:title" content="Second"><title>T</title>';
    expect(parsePageMeta(html, page).title).toBe('First');
  });

  it('ignores tags in comments, scripts, styles and the body', () => {
    const html = `<head><!-- <meta property="og:title" content="comment"> --><script>document.write('<meta property="og:title" content="script">')</script>
      <style>.x{content:'<title>style</title>'}</style><metadata property="og:title" content="not meta"></metadata></head>
      <body><meta property="og:description" content="in body"><title>in body</title></body>`;
    expect(parsePageMeta(html, page)).toEqual({ title: '', description: '', image: null });
  });

  it('returns plain text: entities decoded, real tags stripped, control characters removed, lengths capped', () => {
    const html = `<meta property="og:title" content="&lt;b&gt; is bold&#7;!"><meta property="og:description" content="${'д'.repeat(2000)}">`;
    const meta = parsePageMeta(html, page);
    // Text, to be rendered as text: "<b>" here is the page's literal title, not markup.
    expect(meta.title).toBe('<b> is bold!');
    expect(meta.description).toHaveLength(1000);
    expect(parsePageMeta('<title>A <b>tag</b>\tand\n\nlines</title>', page).title).toBe('A tag and lines');
    expect(parsePageMeta(`<title>${'😀'.repeat(200)}</title>`, page).title.length).toBeLessThanOrEqual(300);
    expect(parsePageMeta(`<title>${'😀'.repeat(200)}</title>`, page).title).not.toMatch(/[\ud800-\udbff]$/);
  });

  it('only offers http(s) images', () => {
    for (const image of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://x.test/i.png', 'http://[broken']) {
      expect(parsePageMeta(`<meta property="og:image" content="${image}">`, page).image, image).toBeNull();
    }
  });

  it('stays fast on hostile pages', () => {
    const started = Date.now();
    parsePageMeta('<meta '.repeat(100_000), page);
    parsePageMeta('<title>'.repeat(100_000), page);
    parsePageMeta('<!--'.repeat(100_000), page);
    parsePageMeta(`<meta content="${'"'.repeat(200_000)}`, page);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('decodes the charset from the header or a meta tag', () => {
    const cp1251 = Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]); // "Привет" in windows-1251
    expect(decodeHtml(cp1251, 'text/html; charset=windows-1251')).toBe('Привет');
    const withMeta = Buffer.concat([Buffer.from('<meta charset="windows-1251"><title>'), cp1251, Buffer.from('</title>')]);
    expect(parsePageMeta(decodeHtml(withMeta, 'text/html'), page).title).toBe('Привет');
    expect(decodeHtml(Buffer.from('Привет'), 'text/html; charset=nonsense')).toBe('Привет');
  });
});

describe('GET /meta-from-url', () => {
  let app: FastifyInstance;
  let cookie: string;
  let port: number;
  let connections = 0;
  const servers: Array<http.Server | net.Server> = [];
  /** Names the loopback test routes may resolve; nothing here asks real DNS. */
  const resolve: Resolver = async (hostname) => {
    if (hostname === 'news.test' || hostname === 'img.test') return [{ address: '127.0.0.1', family: 4 }];
    if (hostname === 'inside.test') return [{ address: '10.0.0.5', family: 4 }];
    throw new Error('ENOTFOUND');
  };

  beforeAll(async () => {
    const site = http.createServer((req, res) => {
      const pages: Record<string, string> = {
        '/article': `<html><head><title>Статья</title><meta property="og:description" content="Про &quot;всё&quot;">
          <meta property="og:image" content="http://img.test:${port}/cover.png"></head></html>`,
        '/private-image': '<meta property="og:title" content="Private image"><meta property="og:image" content="http://inside.test/x.png">',
        '/metadata-image': '<meta property="og:title" content="Metadata"><meta property="og:image" content="http://169.254.169.254/latest/">',
        '/untitled': '<p>no head at all</p>',
        '/broken-%E0%A4%A': '<p>no title, and a path that is not UTF-8</p>',
        '/nul-%00': '<p>no title, and a NUL in the path</p>',
        '/%D1%91%D0%B6': '<p>no title, a Russian path</p>',
      };
      if (req.url === '/file.pdf') return res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF');
      const body = pages[req.url!];
      if (!body) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    });
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    port = (site.address() as AddressInfo).port;
    const wire = net.createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((done) => wire.listen(0, '127.0.0.1', done));
    servers.push(site, wire);

    app = await buildTestApp({
      // The production route stays strict; this second copy may reach the test's loopback servers.
      routes: (instance) => instance.register(linkPreviewRoutes, { prefix: '/loopback', outbound: { resolve, policy: loopbackAllowedForTests } }),
    });
    const user = await createUser(app);
    cookie = (await sessionHeaders(app, user.id)).cookie;
  });

  afterAll(async () => {
    await app.close();
    for (const server of servers) await new Promise((done) => server.close(done));
  });

  const preview = (url: string, path = '/meta-from-url') => app.inject({ url: `${path}?url=${encodeURIComponent(url)}`, headers: { cookie } });

  it('answers 401 to guests', async () => {
    const res = await app.inject({ url: '/meta-from-url?url=https%3A%2F%2Fexample.test%2F' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 422 with success 0 for invalid URLs', async () => {
    for (const url of ['ftp://example.test/', 'javascript:alert(1)', 'example.test', 'http://exa mple.test/']) {
      const res = await preview(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject({ success: 0, message: 'Укажите ссылку, начинающуюся с http:// или https://', errors: { url: [expect.any(String)] } });
    }
    expect((await app.inject({ url: '/meta-from-url', headers: { cookie } })).statusCode).toBe(422);
  });

  it('refuses private addresses with 422 and never connects', async () => {
    const wirePort = (servers[1]!.address() as AddressInfo).port;
    // A public address on a port other than the web's is refused alike.
    for (const url of [`http://127.0.0.1:${wirePort}/`, `http://localhost:${wirePort}/`, 'http://169.254.169.254/latest/meta-data/', 'http://10.1.1.1/', 'http://93.184.216.34:6379/', 'https://93.184.216.34:8443/']) {
      const res = await preview(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject({ success: 0, message: 'Эта ссылка ведёт на закрытый адрес' });
    }
    expect(connections).toBe(0);
  });

  it('previews a page: title, decoded description and a checked image', async () => {
    const res = await preview(`http://news.test:${port}/article`, '/loopback/meta-from-url');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 1,
      link: `http://news.test:${port}/article`,
      meta: { title: 'Статья', description: 'Про "всё"', image: { url: `http://img.test:${port}/cover.png` } },
    });
  });

  it('drops preview images on private addresses but keeps the preview', async () => {
    for (const path of ['/private-image', '/metadata-image']) {
      const body = (await preview(`http://news.test:${port}${path}`, '/loopback/meta-from-url')).json();
      expect(body.success, path).toBe(1);
      expect(body.meta, path).not.toHaveProperty('image');
    }
  });

  it('falls back to the address as title for pages without one and for other file types', async () => {
    expect((await preview(`http://news.test:${port}/untitled`, '/loopback/meta-from-url')).json().meta).toEqual({ title: 'news.test/untitled', description: '' });
    expect((await preview(`http://news.test:${port}/file.pdf`, '/loopback/meta-from-url')).json().meta).toEqual({ title: 'news.test/file.pdf', description: '' });
  });

  it('shows a title-less address readable when it can and as sent when its escapes are broken', async () => {
    const title = async (path: string) => (await preview(`http://news.test:${port}${path}`, '/loopback/meta-from-url')).json().meta.title;
    expect(await title('/%D1%91%D0%B6')).toBe('news.test/ёж');
    expect(await title('/broken-%E0%A4%A')).toBe('news.test/broken-%E0%A4%A');
    expect(await title('/nul-%00')).toBe('news.test/nul-%00');
  });

  it('answers success 0 when the page cannot be read', async () => {
    const res = await preview(`http://news.test:${port}/missing`, '/loopback/meta-from-url');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 0, message: 'Не удалось получить данные по этой ссылке' });
  });
});
