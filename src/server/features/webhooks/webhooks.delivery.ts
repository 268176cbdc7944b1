// One attempt per job run. A failed attempt queues the next with its own delay (not pg-boss's retry, whose delays
// are too short for a receiver that is down for hours) and every attempt is a row of the delivery log.
import { performance } from 'node:perf_hooks';
import { eq, lt, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { safePost, SafeFetchError, type OutboundOptions } from '../../lib/safe-fetch.ts';
import { WEBHOOK_LIMITS } from '../../../shared/dto/webhook.ts';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signature } from './webhooks.signing.ts';

/** Waits before the 2nd, 3rd… attempt: about nine hours in all, enough to outlast a night's outage. */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 60 * 60, 6 * 60 * 60] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
const TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 500;
/** The log keeps a month, and at most this many deliveries of each webhook. */
export const LOG_DAYS = 30;
export const LOG_PER_WEBHOOK = 100;

export interface Outcome {
  statusCode: number | null;
  error: string | null;
  excerpt: string | null;
  durationMs: number;
}

async function post(url: string, headers: Record<string, string>, body: string, outbound: OutboundOptions): Promise<Outcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const { status, excerpt } = await safePost(url, { headers, body: Buffer.from(body), timeoutMs: TIMEOUT_MS, excerptChars: EXCERPT_CHARS, ...outbound });
    return { statusCode: status, error: null, excerpt: excerpt || null, durationMs: took() };
  } catch (error) {
    return { statusCode: null, error: error instanceof SafeFetchError ? error.code : 'network', excerpt: null, durationMs: took() };
  }
}

export interface DeliverDeps {
  db: Db;
  outbound: OutboundOptions;
  /** Queues the attempt `attempt` of the delivery, not before `at`. */
  queue: (deliveryId: string, attempt: number, at?: Date) => Promise<void>;
}

export async function attemptDelivery(deps: DeliverDeps, deliveryId: string): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select({ delivery: webhookDeliveries, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  if (!row || row.delivery.status !== 'pending') return;
  const { delivery, webhook } = row;
  const isPing = delivery.event === 'ping';
  // A webhook switched off keeps its queued deliveries from going out; a test is what a manager sends to see it work.
  if (!webhook.enabled && !isPing) {
    await db.update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.id, deliveryId));
    return;
  }
  const attempt = delivery.attempts + 1;
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Pero-Webhooks/1',
    [SIGNATURE_HEADER]: signature(webhook.secret, timestamp, delivery.body),
    [EVENT_HEADER]: delivery.event,
    [DELIVERY_HEADER]: delivery.id,
  };
  const outcome = await post(webhook.url, headers, delivery.body, deps.outbound);
  const succeeded = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const lastAttempt = isPing || attempt >= MAX_ATTEMPTS;

  const retry = await inTransaction(db, async (tx) => {
    await tx.insert(webhookAttempts).values({ deliveryId, attempt, statusCode: outcome.statusCode, error: outcome.error, durationMs: outcome.durationMs, responseExcerpt: outcome.excerpt });
    await tx
      .update(webhookDeliveries)
      .set({ attempts: attempt, status: succeeded ? 'succeeded' : lastAttempt ? 'failed' : 'pending' })
      .where(eq(webhookDeliveries.id, deliveryId));
    const [counted] = await tx
      .update(webhooks)
      .set({ consecutiveFailures: succeeded ? 0 : sql`${webhooks.consecutiveFailures} + 1` })
      .where(eq(webhooks.id, webhook.id))
      .returning({ failures: webhooks.consecutiveFailures, enabled: webhooks.enabled });
    if (counted!.enabled && counted!.failures >= WEBHOOK_LIMITS.failuresToDisable) {
      await tx.update(webhooks).set({ enabled: false, disabledReason: 'failures' }).where(eq(webhooks.id, webhook.id));
      await recordEvents(tx, { type: 'webhook.disabled', webhookId: webhook.id, subsiteId: webhook.subsiteId, failures: counted!.failures });
      return false;
    }
    return !succeeded && !lastAttempt && counted!.enabled;
  });
  if (retry) await deps.queue(deliveryId, attempt + 1, new Date(Date.now() + RETRY_DELAYS_SECONDS[attempt - 1]! * 1000));
}

/** Deliveries past the month, and each webhook's beyond its latest hundred. */
export async function trimDeliveryLog(db: Db): Promise<void> {
  await db.delete(webhookDeliveries).where(lt(webhookDeliveries.createdAt, sql`now() - make_interval(days => ${LOG_DAYS})`));
  await db.execute(sql`
    delete from ${webhookDeliveries} d using (
      select id from (select id, row_number() over (partition by webhook_id order by created_at desc, id) as place from ${webhookDeliveries}) ranked
      where place > ${LOG_PER_WEBHOOK}
    ) old where d.id = old.id`);
}
