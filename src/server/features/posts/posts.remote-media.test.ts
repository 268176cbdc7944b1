import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { png } from '../../../../tests/support/media.ts';
import { block, postBody } from '../../../../tests/support/posts.ts';
import { sessionHeaders, type SessionHeaders } from '../../../../tests/support/session.ts';
import type { Block } from '../../../shared/blocks/types.ts';
import { media, postMedia, posts } from '../../db/schema/index.ts';
import { loopbackAllowedForTests, type Resolver } from '../../lib/safe-fetch.ts';
import { REMOTE_COPY } from '../media/index.ts';

/** A stand-in for the hosts authors link to; it counts what is asked of it. */
const requested: string[] = [];
let server: http.Server;
let origin: string;
let app: FastifyInstance;
let headers: SessionHeaders;
let userId: number;

/** Test names for the loopback server; nothing here asks real DNS. */
const resolve: Resolver = async (hostname) => {
  if (hostname === 'pictures.test') return [{ address: '127.0.0.1', family: 4 }];
  throw new Error('ENOTFOUND');
};

beforeAll(async () => {
  const picture = await png(320, 200);
  server = http.createServer((req, res) => {
    requested.push(req.url!);
    if (req.url!.startsWith('/picture')) return res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    if (req.url === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>not a picture</html>');
    if (req.url === '/huge.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([picture, Buffer.alloc(10 * 1024 * 1024)]));
    res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://pictures.test:${(server.address() as AddressInfo).port}`;
  app = await buildTestApp({ outbound: { resolve, policy: loopbackAllowedForTests } });
  userId = (await createUser(app)).id;
  headers = await sessionHeaders(app, userId);
});
afterAll(async () => {
  await app.close();
  await new Promise((done) => server.close(done));
});

async function save(blocks: unknown[], extra: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: '/posts', payload: { ...postBody({ blocks }), ...extra }, headers: { accept: 'application/json', ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  const id: number = res.json().id;
  const [row] = await app.db.select({ blocks: posts.blocks }).from(posts).where(eq(posts.id, id));
  return { id, blocks: row!.blocks as Block[] };
}

const linkImage = (block: Block) => (block.type === 'link' ? block.data.meta.image?.url : undefined);
const carouselUrls = (block: Block) => (block.type === 'carousel' ? block.data.items.map((item) => item.url) : []);

describe('remote pictures in a saved post', () => {
  it('are copied into our storage: link card images and carousel items become references to our files, linked to the post', async () => {
    const saved = await save([block.header('Ссылки'), block.link('https://example.com/article', { title: 'Статья', description: '', image: { url: `${origin}/picture-1.png` } }), block.carousel([`${origin}/picture-2.png`])]);
    const image = linkImage(saved.blocks[1]!)!;
    const [item] = carouselUrls(saved.blocks[2]!);
    expect(image).toMatch(/^\/uploads\/media\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
    expect(item).toMatch(/^\/uploads\/media\/.+\.webp$/);
    const carousel = saved.blocks[2]!;
    expect(carousel.type === 'carousel' && carousel.data.items[0]!.caption).toMatchObject({ width: 320, height: 200, is_image: true, resource_type: 'image', format: 'webp', thumb: expect.stringMatching(/\.thumb\.webp$/) });

    const rows = await app.db.select().from(media).where(inArray(media.sourceUrl, [`${origin}/picture-1.png`, `${origin}/picture-2.png`]));
    expect(rows.map((row) => `/uploads/${row.path}`).sort()).toEqual([image, item].sort());
    expect(rows.every((row) => row.userId === userId)).toBe(true);
    const linked = await app.db.select().from(postMedia).where(eq(postMedia.postId, saved.id));
    expect(linked.map((link) => link.mediaId).sort()).toEqual(rows.map((row) => row.id).sort());
    // Served by us.
    expect((await app.inject(image)).headers['content-type']).toBe('image/webp');
  });

  it('are fetched once: saving the same addresses again reuses the copies', async () => {
    const blocks = [block.link('https://example.com/a', { title: 'А', description: '', image: { url: `${origin}/picture-3.png` } })];
    const first = await save(blocks);
    const fetched = requested.length;
    const second = await save(blocks, { id: first.id });
    expect(requested.length).toBe(fetched);
    expect(linkImage(second.blocks[0]!)).toBe(linkImage(first.blocks[0]!));
  });

  it('that cannot be copied are left out without failing the save: the card keeps its text, the carousel loses the item', async () => {
    const saved = await save([
      block.link('https://example.com/b', { title: 'Не картинка', description: 'Описание', image: { url: `${origin}/page.html` } }),
      block.link('https://example.com/c', { title: 'Слишком большая', description: '', image: { url: `${origin}/huge.png` } }),
      block.link('https://example.com/d', { title: 'Закрытый адрес', description: '', image: { url: 'http://10.0.0.1/picture.png' } }),
      block.carousel([`${origin}/missing.png`, `${origin}/picture-4.png`]),
    ]);
    expect(saved.blocks.slice(0, 3).map((card) => card.type === 'link' && card.data.meta)).toEqual([
      { title: 'Не картинка', description: 'Описание' },
      { title: 'Слишком большая', description: '' },
      { title: 'Закрытый адрес', description: '' },
    ]);
    expect(carouselUrls(saved.blocks[3]!)).toEqual([expect.stringMatching(/^\/uploads\//)]);
    expect(requested).not.toContain('/picture.png'); // the private address was never reached
  });

  describe('with a budget of two copies', () => {
    let limited: FastifyInstance;
    beforeAll(async () => {
      limited = await buildTestApp({ outbound: { resolve, policy: loopbackAllowedForTests }, rateLimits: { remoteCopies: { max: 2 } } });
    });
    afterAll(() => limited.close());

    it('are fetched within the author’s budget of copies; past it they are left out', async () => {
      const user = await createUser(limited);
      const res = await limited.inject({
        method: 'POST',
        url: '/posts',
        payload: postBody({ blocks: [block.carousel([1, 2, 3].map((n) => `${origin}/picture-budget-${n}.png`))] }),
        headers: { accept: 'application/json', ...(await sessionHeaders(limited, user.id)) },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await limited.db.select({ blocks: posts.blocks }).from(posts).where(eq(posts.id, res.json().id));
      expect(carouselUrls((row!.blocks as Block[])[0]!)).toHaveLength(2);
      expect(requested.filter((url) => url.startsWith('/picture-budget-'))).toHaveLength(2);
    });
  });

  it('are copied at most REMOTE_COPY.perSave per save', async () => {
    const urls = Array.from({ length: REMOTE_COPY.perSave + 2 }, (_, index) => `${origin}/picture-many-${index}.png`);
    const saved = await save([block.carousel(urls)]);
    expect(carouselUrls(saved.blocks[0]!)).toHaveLength(REMOTE_COPY.perSave);
    expect(requested.filter((url) => url.startsWith('/picture-many-'))).toHaveLength(REMOTE_COPY.perSave);
  });
});
