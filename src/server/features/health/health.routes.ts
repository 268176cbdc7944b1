/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { serveCall } from '../../platform/calls.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../platform/errors.ts';

export default async function healthRoutes(app: FastifyInstance) {
  serveCall(app, calls.health.live, async () => ({ status: 'ok' as const }));

  serveCall(app, calls.health.ready, async (request, reply) => {
    const redis = app.redis.state();
    try {
      await app.database.ping();
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply
        .code(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', message: 'Database unreachable', database: 'down', redis });
    }
    return { status: redis === 'down' ? ('degraded' as const) : ('ok' as const), database: 'ok' as const, redis };
  });
}
