// A push endpoint is an address a browser (that is, anyone) gave us, so the request goes through safePost: https, public
// addresses only, on the web's ports, checked again at every send with the address pinned.
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { inTransaction, type Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import type { VapidKeys } from '../../config.ts';
import { checkCallbackUrl, safePost, SafeFetchError, type OutboundOptions } from '../../lib/safe-fetch.ts';
import { Invalid } from '../../platform/errors.ts';

export interface PushMessage {
  title: string;
  body: string;
  /** Opened on click; a path of this site or its full address. */
  url: string;
  /** Messages with one tag replace each other on the screen (one per notification group). */
  tag: string;
}

export interface PushDeps {
  db: Db;
  vapid: VapidKeys;
  /** The VAPID `sub` claim: how a push service reaches the site's operator. */
  subject: string;
  outbound: OutboundOptions;
}

/** Browsers per member: phones, laptops, a few profiles; the oldest go beyond this. */
export const MAX_SUBSCRIPTIONS = 20;
/** A push service keeps an undelivered message this long for an offline browser. */
const TTL_SECONDS = 24 * 60 * 60;
/** Push services answer these for subscriptions that are gone for good. */
const GONE = new Set([404, 410]);

/** https (http only where the tests' outbound policy admits a loopback server), no credentials, public addresses. */
export async function vetEndpoint(endpoint: string, outbound: OutboundOptions): Promise<void> {
  try {
    await checkCallbackUrl(endpoint, outbound);
  } catch (error) {
    if (error instanceof SafeFetchError) throw Invalid.field('endpoint', 'delivery.push.errors.endpoint');
    throw error;
  }
}

/** The browser's endpoint moves to this member if another member had it. */
export async function savePushSubscription(db: Db, userId: number, input: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<void> {
  const { endpoint, keys } = input;
  await inTransaction(db, async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: sql`now()` } });
    const keep = tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id)).limit(MAX_SUBSCRIPTIONS);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
  });
}

export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function pushToUser(app: FastifyInstance, userId: number, message: PushMessage, key?: string): Promise<void> {
  await app.jobs.send('push.send', { userId, ...message }, key ? { key } : {});
}

export interface PushOutcome {
  delivered: number;
  dropped: number;
  failed: number;
}

// Gone subscriptions (404, 410) are deleted; other failures are logged and left for the next message: a retry of the
// whole job would show the message twice on every browser that did get it.
export async function sendPush(deps: PushDeps, userId: number, message: PushMessage, log: FastifyInstance['log']): Promise<PushOutcome> {
  const targets = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const payload = JSON.stringify(message);
  const delivered: number[] = [];
  const gone: number[] = [];
  let failed = 0;
  for (const target of targets) {
    try {
      const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: { subject: deps.subject, publicKey: deps.vapid.publicKey, privateKey: deps.vapid.privateKey },
        TTL: TTL_SECONDS,
      });
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const { status } = await safePost(target.endpoint, { headers, body: request.body, ...deps.outbound });
      if (status >= 200 && status < 300) delivered.push(target.id);
      else if (GONE.has(status)) gone.push(target.id);
      else {
        failed++;
        log.warn({ status, subscription: target.id }, 'push service refused a message');
      }
    } catch (err) {
      failed++;
      log.warn({ err, subscription: target.id }, 'push message not delivered');
    }
  }
  if (delivered.length > 0) await deps.db.update(pushSubscriptions).set({ lastSuccessAt: sql`now()` }).where(inArray(pushSubscriptions.id, delivered));
  if (gone.length > 0) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  return { delivered: delivered.length, dropped: gone.length, failed };
}
