/** Uploads in tests: multipart bodies made by hand, sent through the real routes. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { MediaAnswer } from '../../src/shared/dto/media.ts';

export function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `pero${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export const png = (width = 800, height = 600) => sharp({ create: { width, height, channels: 3, background: '#3a7' } }).png().toBuffer();

/** POST /media with a small PNG; expects success. */
export async function uploadImage(app: FastifyInstance, headers: Record<string, string>): Promise<MediaAnswer> {
  const body = multipart('file', 'a.png', 'image/png', await png(64, 48));
  const res = await app.inject({ method: 'POST', url: '/media', payload: body.payload, headers: { ...headers, 'content-type': body.contentType } });
  if (res.statusCode !== 200) throw new Error(`POST /media answered ${res.statusCode}: ${res.body}`);
  return res.json();
}
