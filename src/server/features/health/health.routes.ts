/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { serveCall } from '../../platform/calls.ts';

export default async function healthRoutes(app: FastifyInstance) {
  serveCall(app, calls.health.live, async () => ({ status: 'ok' as const }));

  serveCall(app, calls.health.ready, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' as const };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
  });
}
