// The read pipeline, skeleton → shared half → the reader's half → rules → presentation:
// docs/adr/0023-read-pipeline.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { viewerStateOfRequest, type ViewerState, type ViewerSubjects } from '../hydration/viewer.ts';
import type { Viewer } from '../kernel/viewer.ts';
import type { SharedData } from '../platform/page-cache/page-cache.plugin.ts';

export interface ReadContext {
  db: Db;
  viewer: Viewer;
  mediaBase: string;
  /** Keeps what every reader shares of a list or a page; no one's state ever goes in. */
  cache: SharedData;
  /** The reader's half: what the request's lists ask at once is one statement. */
  viewerState(subjects: ViewerSubjects): Promise<ViewerState>;
}

const contexts = new WeakMap<FastifyRequest, ReadContext>();

/** One per request, so every list on a page shares its reader's statement. */
export function readContext(app: FastifyInstance, request: FastifyRequest): ReadContext {
  let context = contexts.get(request);
  if (!context) {
    context = {
      db: app.db,
      viewer: request.user,
      mediaBase: app.config.mediaBase,
      cache: app.pageCache.readFor(request),
      viewerState: viewerStateOfRequest(app.db, request.user?.id ?? null),
    };
    contexts.set(request, context);
  }
  return context;
}

/** What a guest is shown, whoever asks: for answers made for machines (feed readers, search engines) that every reader shares. */
export function guestReadContext(app: FastifyInstance, request: FastifyRequest): ReadContext {
  return { db: app.db, viewer: null, mediaBase: app.config.mediaBase, cache: app.pageCache.readFor(request), viewerState: viewerStateOfRequest(app.db, null) };
}
