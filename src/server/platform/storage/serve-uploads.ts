// With MEDIA_URL readers go to the CDN or bucket; this route still answers addresses already in caches and pages.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mkdirSync } from 'node:fs';
import { NotFound } from '../errors.ts';
import { LocalStorage } from './local-storage.ts';
import { isStorageKey } from '../../../shared/blocks/media.ts';
import type { ByteRange, Storage } from './storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const VIDEO = /\.(mp4|webm)$/;

/**
 * Uploads are checked on upload and still treated as hostile: no MIME sniffing, and a sandbox policy so
 * a file opened on its own runs no script with our origin.
 */
export function uploadHeaders(key: string): Record<string, string> {
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'sandbox' };
  if (VIDEO.test(key)) headers['Content-Disposition'] = `inline; filename="${key.slice(key.lastIndexOf('/') + 1)}"`;
  return headers;
}

/** One `bytes=a-b` or `bytes=a-` range; anything else (suffix or multiple ranges) is served whole. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header && /^bytes=(\d+)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, end };
}

export default async function serveUploads(app: FastifyInstance, { storage }: { storage: Storage }) {
  if (storage instanceof LocalStorage) {
    mkdirSync(storage.root, { recursive: true });
    const setHeaders = (reply: FastifyReply, filePath: string) => reply.headers(uploadHeaders(filePath));
    await app.register(fastifyStatic, { root: storage.root, prefix: '/uploads/', decorateReply: false, maxAge: '365d', immutable: true, setHeaders });
    return;
  }

  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const key = request.params['*'];
    const object = isStorageKey(key) ? await storage.getStream(key, parseRange(request.headers.range)) : null;
    if (!object) throw new NotFound();
    reply.header('Content-Type', object.contentType).header('Content-Length', object.size).header('Cache-Control', IMMUTABLE).header('Accept-Ranges', 'bytes');
    reply.headers(uploadHeaders(key));
    if (object.range) reply.code(206).header('Content-Range', `bytes ${object.range.start}-${object.range.end}/${object.totalSize}`);
    return reply.send(object.body);
  });
}
