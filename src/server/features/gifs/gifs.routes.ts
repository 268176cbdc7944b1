// Both calls answer 404 when no GIF service is configured (the picker is hidden then). Search goes through the server,
// so the key stays here.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { DomainError, Invalid, NotFound } from '../../platform/errors.ts';
import { SafeFetchError, type OutboundOptions } from '../../lib/safe-fetch.ts';
import { serveCall } from '../../platform/calls.ts';
import { copyRemoteFile, presentMedia } from '../media/index.ts';
import { gifFileUrl, GifServiceError, searchGifs, type GifApi } from './gifs.service.ts';

export interface GifRouteOptions {
  /** Tests only: lets the calls reach the test's fake GIF service on loopback. */
  outbound?: OutboundOptions;
}

/** Per user: typing (debounced) and scrolling a few pages, not a crawl of the service. */
const SEARCHES = { max: 60, windowMs: 60_000 };
/** Per user: each one downloads a file; a dozen GIF comments a minute is already a lot. */
const KEEPS = { max: 12, windowMs: 60_000 };

/** The service failed or answered nonsense: the picker shows this message. */
const serviceFailed = () => new DomainError('unavailable', 'comments.gifs.failed');

export default async function gifsRoutes(app: FastifyInstance, { outbound }: GifRouteOptions) {
  const configured = (): GifApi => {
    if (!app.config.gifApi) throw new NotFound();
    return app.config.gifApi;
  };

  async function fromService<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof SafeFetchError || error instanceof GifServiceError) {
        app.log.warn({ reason: error instanceof SafeFetchError ? error.code : error.message }, 'GIF service failed');
        throw serviceFailed();
      }
      throw error;
    }
  }

  serveCall(app, calls.gifs.search, { config: app.limited('gifSearches', SEARCHES) }, async (request) => {
    const api = configured();
    return fromService(() => searchGifs(api, request.query.q ?? '', request.query.pos, outbound));
  });

  serveCall(app, calls.gifs.keep, { config: app.limited('gifKeeps', KEEPS) }, async (request) => {
    const api = configured();
    const url = await fromService(() => gifFileUrl(api, request.body.id, outbound));
    if (!url) throw Invalid.field('id', 'comments.gifs.unavailable');
    const { db, storage, config } = app;
    const copy = await copyRemoteFile({ db, storage, dataDir: config.dataDir, outbound }, request.user.id, url);
    if (!copy) throw Invalid.field('id', 'comments.gifs.unavailable');
    return presentMedia(copy, config.mediaBase);
  });
}
