// Text PostgreSQL cannot store (NUL, lone surrogates, escapes that are not UTF-8) is refused at the
// edge for every route: the path 404 (no such thing can exist), query and body 422, headers 400.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Invalid, NotFound } from '../platform/errors.ts';
import { isStorableText, unstorablePath } from '../lib/storable-text.ts';

const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

function decodesCleanly(raw: string): boolean {
  for (const [run] of raw.matchAll(ESCAPE_RUN)) {
    try {
      if (!isStorableText(decodeURIComponent(run))) return false;
    } catch {
      return false;
    }
  }
  return true;
}

function queryProblem(request: FastifyRequest): string | null {
  const start = request.url.indexOf('?');
  if (start >= 0) {
    for (const pair of request.url.slice(start + 1).split('&')) {
      if (decodesCleanly(pair)) continue;
      const key = pair.split('=', 1)[0]!;
      return decodesCleanly(key) ? (decodeOrNull(key.replace(/\+/g, ' ')) ?? '_') : '_';
    }
  }
  return unstorablePath(request.query);
}

function decodeOrNull(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?', 1)[0]!;
      if (!decodesCleanly(path) || unstorablePath(request.params)) throw new NotFound();
      for (const value of Object.values(request.headers)) {
        const texts = Array.isArray(value) ? value : [value ?? ''];
        if (texts.some((text) => text.includes('\0'))) return reply.code(400).send({ message: request.t('errors.badRequest') });
      }
      const field = queryProblem(request);
      if (field) throw Invalid.field(field, 'validation.badText');
    });

    app.addHook('preValidation', async (request) => {
      const field = unstorablePath(request.body);
      if (field) throw Invalid.field(field, 'validation.badText');
    });
  },
  { name: 'input-text' },
);
