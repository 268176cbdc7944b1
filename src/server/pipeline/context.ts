// The read pipeline, skeleton → shared half → the reader's half → rules → presentation:
// docs/adr/0023-read-pipeline.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Viewer } from '../kernel/viewer.ts';
import type { SharedData } from '../platform/page-cache/page-cache.plugin.ts';

export interface ReadContext {
  db: Db;
  viewer: Viewer;
  mediaBase: string;
  /** Keeps what every reader shares of a list or a page; no one's state ever goes in. */
  cache: SharedData;
}

export function readContext(app: FastifyInstance, request: FastifyRequest): ReadContext {
  return { db: app.db, viewer: request.user, mediaBase: app.config.mediaBase, cache: app.pageCache.readFor(request) };
}
