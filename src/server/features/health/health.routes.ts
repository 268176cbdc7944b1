// Liveness (the process answers) and readiness (the database answers, the process is not shutting down) for balancers.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { serveCall } from '../../platform/calls.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../platform/errors.ts';

export default async function healthRoutes(app: FastifyInstance) {
  serveCall(app, calls.health.live, async () => ({ status: 'ok' as const }));

  serveCall(app, calls.health.ready, async (request, reply) => {
    const redis = app.redis.state();
    let database: 'ok' | 'down' = 'ok';
    try {
      await app.database.ping();
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      database = 'down';
    }
    // A balancer stops sending to a process that is leaving; the others take its share.
    if (app.connections.draining) return reply.code(503).send({ status: 'draining', message: 'Shutting down', database, redis });
    if (database === 'down') {
      return reply
        .code(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', message: 'Database unreachable', database, redis });
    }
    // Reads are served from a replica: the balancer keeps sending them here.
    if (app.database.readOnly()) return { status: 'read-only' as const, database, redis };
    return { status: redis === 'down' ? ('degraded' as const) : ('ok' as const), database, redis };
  });
}
