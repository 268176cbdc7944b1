// Where a request's reads go, and what a lost primary does to writes (docs/deploy.md, "Replicas").
// A request that only reads, from someone who has not written in the last seconds, reads from a
// replica; the writer's own requests read from the primary until every usable replica has their
// write (read-your-writes). With the primary lost and a replica up, writes answer 503 before they start.
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { withReplicaReads } from '../db/read-scope.ts';
import { isStaticOrProbe } from '../lib/static-paths.ts';
import { ReadOnly } from './errors.ts';

export interface ReadRoutingOptions {
  database: Database;
  /** Off without replicas: every read goes to the primary and the rest is moot. */
  replicas: boolean;
  readYourWritesMs: number;
  secureCookies: boolean;
}

export const WROTE_COOKIE = 'pero_wrote';
const WROTE = new RegExp(`(?:^|;\\s*)${WROTE_COOKIE}=`);
const READING = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp<ReadRoutingOptions>(
  async (app, { database, replicas, readYourWritesMs, secureCookies }) => {
    if (!replicas) return;
    app.addHook('onRequest', (request, reply, done) => {
      // A probe asks about this process and its primary, not about a replica.
      if (isStaticOrProbe(request.url)) return done();
      if (!READING.has(request.method)) {
        if (database.readOnly() && !request.url.startsWith('/socket.io')) return done(new ReadOnly());
        reply.setCookie(WROTE_COOKIE, '1', { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies, maxAge: Math.ceil(readYourWritesMs / 1000) });
        return done();
      }
      if (WROTE.test(request.headers.cookie ?? '')) return done();
      // The rest of the request runs inside this call, so its statements see the scope.
      withReplicaReads(done);
    });
  },
  { name: 'read-routing', dependencies: ['@fastify/cookie'] },
);
