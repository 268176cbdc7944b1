// An address that is not a public http(s) URL answers 422; a page that cannot be read answers `{success: 0}` with 200,
// which the link tool shows as "try another link".
import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { httpUrl } from '../../../shared/blocks/validate.ts';
import { SafeFetchError, type OutboundOptions } from '../../lib/safe-fetch.ts';
import { serveCall } from '../../platform/calls.ts';
import { previewLink } from './link-preview.service.ts';

export interface LinkPreviewRouteOptions {
  /** Tests only: lets previews reach the test's loopback servers. */
  outbound?: OutboundOptions;
}

/** Per user: each preview makes the server fetch a page from elsewhere. */
const PREVIEWS = { max: 30, windowMs: 60_000 };

export default async function linkPreviewRoutes(app: FastifyInstance, { outbound }: LinkPreviewRouteOptions) {
  serveCall(app, calls.linkPreview.meta, { config: app.limited('linkPreview', PREVIEWS) }, async (request, reply) => {
    const link = httpUrl(request.query.url.trim());
    if (!link) return reply.code(422).send({ success: 0, message: request.t('links.invalid'), errors: { url: [request.t('links.invalid')] } });
    try {
      return { success: 1, link, meta: await previewLink(link, outbound) };
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      if (error.code === 'forbidden_address' || error.code === 'invalid_url') {
        return reply.code(422).send({ success: 0, message: request.t('links.forbidden'), errors: { url: [request.t('links.forbidden')] } });
      }
      request.log.info({ link, reason: error.code }, 'link preview failed');
      return { success: 0, message: request.t('links.unreadable') };
    }
  });
}
