import type { FastifyInstance } from 'fastify';
import type { OutboundOptions } from '../../lib/safe-fetch.ts';
import { attemptDelivery, trimDeliveryLog } from './webhooks.delivery.ts';

/** Each attempt's job has its own key: queuing an attempt twice (a repeated event) sends it once. */
export function queueAttempt(app: FastifyInstance, deliveryId: string, attempt: number, at?: Date): Promise<void> {
  return app.jobs.send('webhooks.deliver', { deliveryId, attempt }, { key: `${deliveryId}:${attempt}`, ...(at ? { startAt: at } : {}) });
}

export function defineWebhookJobs(app: FastifyInstance, outbound: OutboundOptions = {}): void {
  const deps = { db: app.db, outbound, queue: (deliveryId: string, attempt: number, at?: Date) => queueAttempt(app, deliveryId, attempt, at) };
  // The attempt records its own failure and queues the next: a retry by the queue would send twice.
  app.jobs.define('webhooks.deliver', { retryLimit: 0, pollSeconds: 2 }, ({ deliveryId }) => attemptDelivery(deps, deliveryId));
  app.jobs.define('webhooks.log-cleanup', { cron: '53 4 * * *', retryLimit: 2, pollSeconds: 60 }, () => trimDeliveryLog(app.db));
}
