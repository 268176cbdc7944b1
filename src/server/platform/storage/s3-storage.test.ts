import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { startLocalS3, type LocalS3 } from '../../../../tests/support/s3.ts';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { uploadImage } from '../../../../tests/support/media.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { S3Storage } from './s3-storage.ts';

let s3: LocalS3;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = new S3Storage(s3.settings);
});

afterAll(async () => {
  storage.close();
  await s3.close();
});

describe('S3 storage against a local S3-compatible server', () => {
  it('puts, reads back, checks and deletes a file', async () => {
    const bytes = Buffer.from('a small file, stored in a bucket');
    await storage.put('media/2026/11/round-trip.webp', bytes, { contentType: 'image/webp' });
    expect(await storage.exists('media/2026/11/round-trip.webp')).toBe(true);

    const object = await storage.getStream('media/2026/11/round-trip.webp');
    expect(object).toMatchObject({ contentType: 'image/webp', size: bytes.length, totalSize: bytes.length });
    expect((await buffer(object!.body)).equals(bytes)).toBe(true);

    await storage.delete(['media/2026/11/round-trip.webp', 'media/2026/11/never-there.webp']);
    expect(await storage.exists('media/2026/11/round-trip.webp')).toBe(false);
    expect(await storage.getStream('media/2026/11/round-trip.webp')).toBeNull();
  });

  it('stores streams of known size and reads byte ranges', async () => {
    const bytes = Buffer.from('0123456789abcdefghij');
    await storage.put('media/2026/11/clip.mp4', Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]), { contentType: 'video/mp4', size: bytes.length });
    const part = await storage.getStream('media/2026/11/clip.mp4', { start: 5, end: 9 });
    expect(part).toMatchObject({ size: 5, totalSize: 20, range: { start: 5, end: 9 } });
    expect((await buffer(part!.body)).toString()).toBe('56789');
  });

  it('refuses keys that could leave the bucket prefix', async () => {
    await expect(storage.put('../secret', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/invalid storage key/);
    await expect(storage.getStream('media/../../etc/passwd')).rejects.toThrow(/invalid storage key/);
  });
});

describe('uploads on S3, served through the app', () => {
  let app: FastifyInstance;
  let bucketStorage: S3Storage;

  beforeAll(async () => {
    app = await buildTestApp({ config: { s3: s3.settings } });
    bucketStorage = app.storage as S3Storage;
  });
  afterAll(() => app.close());

  it('keeps an upload in the bucket and streams it at /uploads/<key>, with ranges', async () => {
    expect(bucketStorage).toBeInstanceOf(S3Storage);
    const headers = await sessionHeaders(app, (await createUser(app)).id);
    const uploaded = await uploadImage(app, headers);
    const { pathname } = new URL(uploaded.data.url);
    expect(await bucketStorage.exists(pathname.replace('/uploads/', ''))).toBe(true);

    const served = await app.inject({ url: pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox', 'accept-ranges': 'bytes' });
    expect(served.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);

    const head = await app.inject({ url: pathname, headers: { range: 'bytes=0-3' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toMatch(/^bytes 0-3\/\d+$/);
    expect(head.rawPayload.toString('latin1')).toBe('RIFF');

    expect((await app.inject({ url: '/uploads/media/2026/11/missing.webp' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});
