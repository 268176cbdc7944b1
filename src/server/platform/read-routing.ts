// Where a request's reads go, and what a lost primary does to writes (docs/deploy.md, "Replicas").
// A request that only reads, from someone not marked by recent-writes, reads from a replica; the
// writer's own requests read from the primary until every usable replica has their write
// (read-your-writes). With the primary lost and a replica up, writes answer 503 before they start.
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { withReplicaReads } from '../db/read-scope.ts';
import { isSocketTransport, isStaticOrProbe } from '../lib/static-paths.ts';
import { ReadOnly } from './errors.ts';
import { isReading, wroteRecently } from './recent-writes.ts';

export interface ReadRoutingOptions {
  database: Database;
  /** Off without replicas: every read goes to the primary and the rest is moot. */
  replicas: boolean;
}

export default fp<ReadRoutingOptions>(
  async (app, { database, replicas }) => {
    if (!replicas) return;
    app.addHook('onRequest', (request, _reply, done) => {
      // A probe asks about this process and its primary, not about a replica.
      if (isStaticOrProbe(request.url)) return done();
      if (!isReading(request)) {
        const refused = database.readOnly() && !isSocketTransport(request.url);
        return refused ? done(new ReadOnly()) : done();
      }
      if (wroteRecently(request)) return done();
      // The rest of the request runs inside this call, so its statements see the scope.
      withReplicaReads(done);
    });
  },
  { name: 'read-routing', dependencies: ['recent-writes'] },
);
