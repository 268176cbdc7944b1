import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { multipart, png } from '../../../../tests/support/media.ts';
import { box, mp4, webm } from '../../../../tests/support/video.ts';
import { guestHeaders, sessionHeaders, type SessionHeaders } from '../../../../tests/support/session.ts';
import { media, users } from '../../db/schema/index.ts';
import { loopbackAllowedForTests, type Resolver } from '../../lib/safe-fetch.ts';
import mediaRoutes from './media.routes.ts';

// ---- test files, made here --------------------------------------------------------------

async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(['#f00', '#0f0', '#00f'].map((background) => sharp({ create: { width: 40, height: 30, channels: 4, background } }).png().toBuffer()));
  return sharp(frames, { join: { animated: true } }).gif({ loop: 0 }).toBuffer();
}

// ---- the app ----------------------------------------------------------------------------

let app: FastifyInstance;
let owner: SessionHeaders;
let stranger: SessionHeaders;
let ownerId: number;
let imageServerPort: number;
let wirePort: number;
let wireConnections = 0;
const servers: Array<http.Server | net.Server> = [];

/** Test names for the by-url route's loopback copy; nothing here asks real DNS. */
const resolve: Resolver = async (hostname) => {
  if (hostname === 'images.test') return [{ address: '127.0.0.1', family: 4 }];
  throw new Error('ENOTFOUND');
};

beforeAll(async () => {
  const picture = await png(320, 200);
  const huge = Buffer.concat([picture.subarray(0, 8), Buffer.alloc(10 * 1024 * 1024 + 10)]);
  const images = http.createServer((req, res) => {
    if (req.url === '/picture.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    if (req.url === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>not an image</html>');
    if (req.url === '/huge.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(huge);
    res.writeHead(404).end();
  });
  await new Promise<void>((done) => images.listen(0, '127.0.0.1', done));
  imageServerPort = (images.address() as AddressInfo).port;
  const wire = net.createServer((socket) => {
    wireConnections++;
    socket.destroy();
  });
  await new Promise<void>((done) => wire.listen(0, '127.0.0.1', done));
  wirePort = (wire.address() as AddressInfo).port;
  servers.push(images, wire);

  app = await buildTestApp({
    // The production routes stay strict; this copy's by-url may reach the loopback image server.
    routes: (instance) => instance.register(mediaRoutes, { prefix: '/loopback', outbound: { resolve, policy: loopbackAllowedForTests } }),
  });
  const user = await createUser(app);
  ownerId = user.id;
  owner = await sessionHeaders(app, user.id);
  stranger = await sessionHeaders(app, (await createUser(app)).id);
});

afterAll(async () => {
  await app.close();
  for (const server of servers) await new Promise((done) => server.close(done));
});

async function upload(url: string, field: string, filename: string, contentType: string, data: Buffer, headers: Record<string, string> = owner) {
  const body = multipart(field, filename, contentType, data);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, 'content-type': body.contentType } });
}

const storedPath = (url: string) => path.join(app.config.dataDir, 'uploads', new URL(url).pathname.replace(/^\/uploads\//, ''));

describe('POST /media', () => {
  it('answers 401 to guests', async () => {
    const res = await upload('/media', 'file', 'a.png', 'image/png', await png(), guestHeaders());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('re-encodes an image to WebP with a 640 px thumbnail, stored by month and recorded', async () => {
    const res = await upload('/media', 'file', 'photo.png', 'image/png', await png(1600, 1000));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      data: { url: expect.stringMatching(/^http:\/\/localhost:3000\/uploads\/media\/\d{4}\/\d{2}\/[\w-]{16}\.webp$/), width: 1600, height: 1000, resource_type: 'image', is_image: true, duration: null },
      thumb: expect.stringMatching(/\.thumb\.webp$/),
    });
    const stored = await sharp(storedPath(body.data.url)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1600, height: 1000 });
    expect(await sharp(storedPath(body.thumb)).metadata()).toMatchObject({ format: 'webp', width: 640, height: 400 });
    const [row] = await app.db.select().from(media).where(eq(media.id, body.id));
    expect(row).toMatchObject({ userId: ownerId, kind: 'image', mime: 'image/webp', width: 1600, height: 1000, duration: null });
    expect(row!.size).toBeGreaterThan(0);
  });

  it('serves stored files with a long cache, nosniff and a sandbox policy', async () => {
    const body = (await upload('/media', 'file', 'a.webp', 'image/webp', await sharp(await png(100, 100)).webp().toBuffer())).json();
    const res = await app.inject({ url: new URL(body.data.url).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
  });

  it('serves videos to play in place, under their own name', async () => {
    const body = (await upload('/media', 'file', 'clip.webm', 'video/webm', webm())).json();
    const { pathname } = new URL(body.data.url);
    const res = await app.inject({ url: pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${pathname.split('/').pop()}"`);
  });

  it('applies EXIF orientation and strips the metadata of JPEGs', async () => {
    const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#abc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'GPS-leaker' } })
      .toBuffer();
    const body = (await upload('/media', 'file', 'photo.jpg', 'image/jpeg', jpeg)).json();
    expect(body.data).toMatchObject({ width: 60, height: 80 });
    const stored = await sharp(storedPath(body.data.url)).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it('keeps an animated GIF animated (as animated WebP)', async () => {
    const body = (await upload('/media', 'file', 'anim.gif', 'image/gif', await animatedGif())).json();
    expect(body.data).toMatchObject({ width: 40, height: 30, is_image: true });
    const stored = await sharp(storedPath(body.data.url)).metadata();
    expect(stored).toMatchObject({ format: 'webp', pages: 3, width: 40 });
    expect((await sharp(storedPath(body.thumb)).metadata()).pages ?? 1).toBe(1);
  });

  it('checks the real content, not the name or the client MIME type', async () => {
    const cases: Array<[string, string, Buffer]> = [
      ['evil.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['evil.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['evil.jpg', 'image/jpeg', Buffer.from('%PDF-1.4 not a picture at all')],
      ['movie.mkv', 'video/x-matroska', webm('matroska')],
      ['photo.heic', 'image/heic', Buffer.concat([box('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1')), randomBytes(64)])],
      ['tiny.png', 'image/png', Buffer.from([0x89, 0x50])],
      ['garbage.png', 'image/png', Buffer.concat([(await png()).subarray(0, 8), Buffer.alloc(64, 0xff)])],
    ];
    for (const [name, type, data] of cases) {
      const res = await upload('/media', 'file', name, type, data);
      expect(res.statusCode, name).toBe(422);
      expect(res.json(), name).toEqual({ message: 'Загрузите изображение (png, gif, jpeg, webp) или видео (mp4, webm)', errors: { file: [expect.any(String)] } });
    }
  });

  it('refuses files that only start like images', async () => {
    // A real PNG's header and first image data chunk header, then garbage: the type is right, the pixels are not.
    const real = await png();
    const fake = Buffer.concat([real.subarray(0, real.indexOf('IDAT') + 4), randomBytes(512)]);
    const res = await upload('/media', 'file', 'broken.png', 'image/png', fake);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['Не удалось прочитать файл']);
  });

  it('refuses images over 8000 px a side or 40 megapixels', async () => {
    for (const [width, height] of [[8001, 10], [10, 8001], [7000, 6000]] as const) {
      const res = await upload('/media', 'file', 'big.png', 'image/png', await png(width, height));
      expect(res.statusCode, `${width}x${height}`).toBe(422);
      expect(res.json().errors.file, `${width}x${height}`).toEqual([expect.stringContaining('8000')]);
    }
  });

  it('answers 413 for images over 10 MB and videos over 50 MB', async () => {
    const header = (await png()).subarray(0, 16);
    const bigImage = await upload('/media', 'file', 'big.png', 'image/png', Buffer.concat([header, Buffer.alloc(10 * 1024 * 1024)]));
    expect(bigImage.statusCode).toBe(413);
    expect(bigImage.json()).toEqual({ message: 'Файл слишком большой' });
    const video = mp4(1000, 320, 240);
    const bigVideo = await upload('/media', 'file', 'big.mp4', 'video/mp4', Buffer.concat([video, Buffer.alloc(50 * 1024 * 1024)]));
    expect(bigVideo.statusCode).toBe(413);
    expect(bigVideo.json()).toEqual({ message: 'Файл слишком большой' });
  });

  it('answers in English to users who chose English', async () => {
    const reader = await createUser(app);
    await app.db.update(users).set({ language: 'en' }).where(eq(users.id, reader.id));
    const headers = await sessionHeaders(app, reader.id);
    const big = await upload('/media', 'file', 'big.png', 'image/png', Buffer.concat([(await png()).subarray(0, 16), Buffer.alloc(10 * 1024 * 1024)]), headers);
    expect(big.json()).toEqual({ message: 'The file is too big' });
    const wrong = await upload('/media', 'file', 'a.txt', 'text/plain', Buffer.from('text'), headers);
    expect(wrong.json()).toEqual({ message: 'Upload an image (png, gif, jpeg, webp) or a video (mp4, webm)', errors: { file: [expect.any(String)] } });
  });

  it('stores MP4 as it is, with duration and size read from the moov box', async () => {
    const video = mp4(12_500, 1280, 720);
    const body = (await upload('/media', 'file', 'clip.mov', 'application/octet-stream', video)).json();
    expect(body).toMatchObject({
      data: { url: expect.stringMatching(/\.mp4$/), width: 1280, height: 720, resource_type: 'video', is_image: false, duration: 12.5 },
      thumb: null,
    });
    const res = await app.inject({ url: new URL(body.data.url).pathname });
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.equals(video)).toBe(true);
  });

  it('refuses videos whose container does not hold together beyond the magic bytes, with a 422 on file', async () => {
    const video = mp4(12_500, 1280, 720);
    const moovAt = video.indexOf('moov') - 4;
    const cases: Array<[string, string, Buffer]> = [
      // The moov sits behind 100,000 tiny boxes: past the walk's reach.
      ['buried.mp4', 'video/mp4', Buffer.concat([video.subarray(0, moovAt), Buffer.concat(Array.from({ length: 100_000 }, () => box('free'))), video.subarray(moovAt)])],
      ['truncated.mp4', 'video/mp4', video.subarray(0, video.length - 10)],
      ['no-moov.mp4', 'video/mp4', video.subarray(0, moovAt)],
      ['bare.webm', 'video/webm', webm().subarray(0, 60)],
    ];
    for (const [name, type, data] of cases) {
      const res = await upload('/media', 'file', name, type, data);
      expect(res.statusCode, name).toBe(422);
      expect(res.json(), name).toEqual({ message: 'Видео повреждено: файл не похож на целый MP4 или WebM', errors: { file: [expect.any(String)] } });
    }
  });

  it('stores WebM with unknown duration', async () => {
    const body = (await upload('/media', 'file', 'clip.webm', 'video/webm', webm())).json();
    expect(body.data).toMatchObject({ url: expect.stringMatching(/\.webm$/), width: null, height: null, resource_type: 'video', is_image: false, duration: null });
  });

  it('asks for a file when the field is missing or not multipart', async () => {
    const wrongField = await upload('/media', 'picture', 'a.png', 'image/png', await png());
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json()).toEqual({ message: 'Прикрепите файл', errors: { file: ['Прикрепите файл'] } });
    const json = await app.inject({ method: 'POST', url: '/media', headers: owner, payload: { file: 'x' } });
    expect(json.statusCode).toBe(422);
  });

  it('leaves no temporary files behind', async () => {
    const tmp = path.join(app.config.dataDir, 'tmp');
    expect(existsSync(tmp) ? readdirSync(tmp) : []).toEqual([]);
  });
});

describe('DELETE /media/{id}', () => {
  it('lets only the owner delete, and removes the files', async () => {
    const body = (await upload('/media', 'file', 'a.png', 'image/png', await png(300, 200))).json();
    expect((await app.inject({ method: 'DELETE', url: `/media/${body.id}`, headers: guestHeaders() })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/media/${body.id}`, headers: stranger })).statusCode).toBe(404);
    expect(existsSync(storedPath(body.data.url))).toBe(true);
    expect((await app.inject({ method: 'DELETE', url: `/media/${body.id}`, headers: owner })).statusCode).toBe(204);
    expect(existsSync(storedPath(body.data.url))).toBe(false);
    expect(existsSync(storedPath(body.thumb))).toBe(false);
    expect(await app.db.select().from(media).where(eq(media.id, body.id))).toEqual([]);
    expect((await app.inject({ method: 'DELETE', url: `/media/${body.id}`, headers: owner })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/media/not-a-number', headers: owner })).statusCode).toBe(422);
  });
});

describe('POST /media/by-file (Editor.js image tool)', () => {
  it('answers success with file.url and the media data', async () => {
    const res = await upload('/media/by-file', 'image', 'a.jpg', 'image/jpeg', await sharp(await png(200, 100)).jpeg().toBuffer());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 1,
      file: { url: expect.stringMatching(/\.webp$/), id: expect.any(Number), width: 200, height: 100, resource_type: 'image', is_image: true, duration: null, thumb: expect.stringMatching(/\.thumb\.webp$/) },
    });
  });

  it('answers success 0 with a message for videos, non-images and big files', async () => {
    const video = await upload('/media/by-file', 'image', 'clip.mp4', 'video/mp4', mp4(1000, 320, 240));
    expect(video.statusCode).toBe(422);
    expect(video.json()).toEqual({ success: 0, message: 'Загрузите изображение: png, gif, jpeg или webp' });
    const big = await upload('/media/by-file', 'image', 'big.png', 'image/png', Buffer.concat([(await png()).subarray(0, 16), Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ success: 0, message: 'Файл слишком большой' });
    expect((await upload('/media/by-file', 'image', 'a.png', 'image/png', await png(), guestHeaders())).statusCode).toBe(401);
  });
});

describe('POST /media/by-url (Editor.js image tool)', () => {
  const byUrl = (url: string, route = '/media/by-url') => app.inject({ method: 'POST', url: route, headers: owner, payload: { url } });

  it('refuses invalid and private addresses without connecting', async () => {
    expect((await byUrl('ftp://images.test/a.png')).json()).toEqual({ success: 0, message: 'Укажите ссылку, начинающуюся с http:// или https://' });
    for (const url of [`http://127.0.0.1:${wirePort}/a.png`, `http://localhost:${wirePort}/a.png`, 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/a.png']) {
      const res = await byUrl(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toEqual({ success: 0, message: 'Эта ссылка ведёт на закрытый адрес' });
    }
    expect(wireConnections).toBe(0);
  });

  it('fetches, re-encodes and records an image', async () => {
    const res = await byUrl(`http://images.test:${imageServerPort}/picture.png`, '/loopback/media/by-url');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, file: { url: expect.stringMatching(/\.webp$/), width: 320, height: 200, is_image: true } });
  });

  it('answers success 0 for non-images, missing files and images over 10 MB', async () => {
    const page = await byUrl(`http://images.test:${imageServerPort}/page.html`, '/loopback/media/by-url');
    expect(page.statusCode).toBe(422);
    expect(page.json()).toEqual({ success: 0, message: 'Загрузите изображение: png, gif, jpeg или webp' });
    const missing = await byUrl(`http://images.test:${imageServerPort}/missing.png`, '/loopback/media/by-url');
    expect(missing.json()).toEqual({ success: 0, message: 'Не удалось загрузить изображение по ссылке' });
    const huge = await byUrl(`http://images.test:${imageServerPort}/huge.png`, '/loopback/media/by-url');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ success: 0, message: 'Файл слишком большой' });
  });
});
