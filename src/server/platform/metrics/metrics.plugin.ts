/**
 * Prometheus metrics for operators (docs/metrics.md), on when METRICS_TOKEN is set.
 *
 * Built on @prometheus-io/client (prom-client's continuation under the Prometheus organization)
 * with our own hooks rather than fastify-metrics: that plugin's route always merges in the
 * client's global registry, where every app built in one process (tests build many) would meet,
 * and it counts no requests; what it would add beyond that is the timing hook of http-metrics.ts.
 */
import { collectDefaultMetrics, Registry } from '@prometheus-io/client';
import fp from 'fastify-plugin';
import type { onRequestHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../errors.ts';
import { reportBacklog } from './backlog-metrics.ts';
import { bearerTokenMatches } from './bearer-token.ts';
import { reportDatabase } from './database-metrics.ts';
import { countRequests } from './http-metrics.ts';
import { countPageCacheLookups, reportSockets } from './traffic-metrics.ts';

export const METRICS_PATH = '/metrics';

export interface MetricsPluginOptions {
  /** Null: no route and no counting; /metrics is an unknown path like any other. */
  token: string | null;
  database: Database;
}

export default fp<MetricsPluginOptions>(
  async (app, { token, database }) => {
    if (token === null) return;
    // One per app: the client's default registry is shared by the whole process.
    const registry = new Registry();
    // Event-loop delay, memory, CPU, GC. They start timers that live as long as the process: one app per process in production.
    collectDefaultMetrics({ register: registry, prefix: 'pero_' });
    countRequests(app, registry, (route) => route === METRICS_PATH);
    reportDatabase(registry, database);
    reportBacklog(registry, { database, jobs: app.jobs, log: app.log });
    countPageCacheLookups(registry, app.pageCache);
    reportSockets(registry, app.realtime.io);

    const scraperOnly: onRequestHookHandler = async (request) => {
      if (!bearerTokenMatches(request.headers.authorization, token)) {
        throw new DomainError('unauthenticated', 'errors.unauthenticated', {}, { 'www-authenticate': 'Bearer realm="metrics"' });
      }
    };
    // Not a JSON call (serveCall), so the OpenAPI document leaves it out; it sets no rate limit, as scrapes are steady and authenticated.
    app.get(METRICS_PATH, { onRequest: scraperOnly, config: { ownAuthorization: true } }, async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()));
  },
  { name: 'metrics', dependencies: ['errors', 'jobs', 'page-cache', 'realtime'] },
);
