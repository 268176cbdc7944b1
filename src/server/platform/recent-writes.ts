// A write reaches the shared cache and the replicas only when its events are delivered and the replicas
// replay it, which on a busy site can take seconds. The writer must see it at once: every write marks
// its writer with a short-lived cookie, and their reads skip the kept shared data (page-cache) and the
// replicas (read-routing) while it lasts. A forged mark only makes its own requests slower.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { isSocketTransport, isStaticOrProbe } from '../lib/static-paths.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for a write whose effects may reach its writer's pages late (a view report): it marks no one. */
    marksWriter?: boolean;
  }
}

export const WROTE_COOKIE = 'pero_wrote';
const WROTE = new RegExp(`(?:^|;\\s*)${WROTE_COOKIE}=`);
const READING = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isReading(request: FastifyRequest): boolean {
  return READING.has(request.method);
}

export function wroteRecently(request: FastifyRequest): boolean {
  return WROTE.test(request.headers.cookie ?? '');
}

export interface RecentWritesOptions {
  /** Longer than anything kept from before a write can outlive it: the cache's life, a replica's lag. */
  markMs: number;
  secureCookies: boolean;
}

export default fp<RecentWritesOptions>(
  async (app, { markMs, secureCookies }) => {
    const maxAge = Math.ceil(markMs / 1000);
    app.addHook('onRequest', (request, reply, done) => {
      const marks = request.routeOptions.config?.marksWriter !== false && !isSocketTransport(request.url);
      if (marks && !isReading(request) && !isStaticOrProbe(request.url)) {
        reply.setCookie(WROTE_COOKIE, '1', { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies, maxAge });
      }
      done();
    });
  },
  { name: 'recent-writes', dependencies: ['@fastify/cookie'] },
);
