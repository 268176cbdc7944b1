import { Counter, Histogram, type Registry } from '@prometheus-io/client';
import type { FastifyInstance } from 'fastify';

const LABELS = ['route', 'method', 'status'] as const;

/**
 * Every answer, by its route's pattern (`/:owner/:idSlug`, never the address asked for, which would
 * make a series per post) and status. Timed from Fastify's start of the request, before any hook.
 */
export function countRequests(app: FastifyInstance, registry: Registry, skip: (route: string | undefined) => boolean): void {
  const requests = new Counter({ name: 'pero_http_requests_total', help: 'HTTP requests answered, by route pattern, method and status', labelNames: LABELS, registers: [registry] });
  const durations = new Histogram({
    name: 'pero_http_request_duration_seconds',
    help: 'Time from receiving a request to sending the answer, by route pattern, method and status',
    labelNames: LABELS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (skip(route)) return;
    const labels = { route: route ?? 'unmatched', method: request.method, status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
}
