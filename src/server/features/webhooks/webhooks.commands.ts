import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client.ts';
import { webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import { stableUuid } from '../../lib/stable-uuid.ts';
import { checkCallbackUrl, SafeFetchError, type OutboundOptions } from '../../lib/safe-fetch.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import type { Viewer } from '../../kernel/viewer.ts';
import { WEBHOOK_LIMITS, type WebhookDeliveryEvent, type WebhookEvent } from '../../../shared/dto/webhook.ts';
import { findCommunityFacts } from '../communities/index.ts';
import { canManageWebhooks } from './webhooks.policy.ts';
import { newSecret } from './webhooks.signing.ts';

export type WebhookRow = typeof webhooks.$inferSelect;

/** `subsiteId` null: the site's own webhooks. */
export interface Scope {
  subsiteId: number | null;
}

/** A community that is not there, or that the viewer may not manage, answers like a missing one. */
export async function authorizeScope(db: Db, viewer: Viewer, scope: Scope): Promise<void> {
  const community = scope.subsiteId === null ? null : await findCommunityFacts(db, scope.subsiteId, viewer?.id ?? null);
  if (community === undefined || !canManageWebhooks(viewer, community)) throw new NotFound();
}

export async function managedWebhook(db: Db, viewer: Viewer, id: number): Promise<WebhookRow> {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id)).limit(1);
  if (!row) throw new NotFound();
  await authorizeScope(db, viewer, { subsiteId: row.subsiteId });
  return row;
}

async function vetUrl(url: string, outbound: OutboundOptions): Promise<string> {
  try {
    return (await checkCallbackUrl(url.trim(), outbound)).href;
  } catch (error) {
    if (error instanceof SafeFetchError) throw Invalid.field('url', 'webhooks.errors.url');
    throw error;
  }
}

const scopeIs = (subsiteId: number | null) => (subsiteId === null ? isNull(webhooks.subsiteId) : eq(webhooks.subsiteId, subsiteId));

export async function createWebhook(db: Db, viewer: NonNullable<Viewer>, scope: Scope, input: { url: string; events: WebhookEvent[] }, outbound: OutboundOptions): Promise<WebhookRow> {
  await authorizeScope(db, viewer, scope);
  const url = await vetUrl(input.url, outbound);
  const max = scope.subsiteId === null ? WEBHOOK_LIMITS.siteWide : WEBHOOK_LIMITS.perCommunity;
  return inTransaction(db, async (tx) => {
    // Two creations at once would both see room for one more.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhooks'), ${scope.subsiteId ?? 0})`);
    const [{ value }] = (await tx.select({ value: count() }).from(webhooks).where(scopeIs(scope.subsiteId))) as [{ value: number }];
    if (value >= max) throw Invalid.field('url', 'webhooks.errors.tooMany', { max });
    const [row] = await tx.insert(webhooks).values({ subsiteId: scope.subsiteId, url, events: input.events, secret: newSecret(), createdBy: viewer.id }).returning();
    return row!;
  });
}

export async function updateWebhook(db: Db, viewer: NonNullable<Viewer>, id: number, input: { url?: string; events?: WebhookEvent[]; enabled?: boolean }, outbound: OutboundOptions): Promise<WebhookRow> {
  const current = await managedWebhook(db, viewer, id);
  const url = input.url === undefined ? current.url : await vetUrl(input.url, outbound);
  const enabled = input.enabled ?? current.enabled;
  const switched = enabled !== current.enabled;
  const [row] = await db
    .update(webhooks)
    .set({
      url,
      events: input.events ?? current.events,
      enabled,
      // Switching it back on is the manager saying the receiver is fixed: the count starts again.
      ...(switched ? { disabledReason: enabled ? null : 'manual', consecutiveFailures: 0 } : {}),
    })
    .where(eq(webhooks.id, id))
    .returning();
  return row!;
}

export async function rotateSecret(db: Db, viewer: NonNullable<Viewer>, id: number): Promise<WebhookRow> {
  await managedWebhook(db, viewer, id);
  const [row] = await db.update(webhooks).set({ secret: newSecret() }).where(eq(webhooks.id, id)).returning();
  return row!;
}

export async function deleteWebhook(db: Db, viewer: NonNullable<Viewer>, id: number): Promise<void> {
  await managedWebhook(db, viewer, id);
  await db.delete(webhooks).where(eq(webhooks.id, id));
}

export interface NewDelivery {
  id: string;
  webhookId: number;
}

function deliveryBody(id: string, event: WebhookDeliveryEvent, data: unknown): string {
  return JSON.stringify({ id, event, created_at: new Date().toISOString(), data });
}

/** A uuid of the event and the webhook: a subscriber run again for the same event makes no second delivery. */
function deliveryIdFor(eventId: number, webhookId: number): string {
  return stableUuid(`webhook-delivery\n${eventId}\n${webhookId}`);
}

/** The switched-on webhooks of the community (or none) and of the whole site that take this event. */
export function subscribedWebhooks(db: Db, subsiteId: number | null, event: WebhookEvent) {
  const scope = subsiteId === null ? isNull(webhooks.subsiteId) : sql`(${webhooks.subsiteId} = ${subsiteId} or ${webhooks.subsiteId} is null)`;
  return db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.enabled, true), scope, sql`${event} = any(${webhooks.events})`));
}

export async function recordDeliveries(db: Db, eventId: number, event: WebhookEvent, webhookIds: readonly number[], data: unknown): Promise<NewDelivery[]> {
  if (webhookIds.length === 0) return [];
  const rows = webhookIds.map((webhookId) => {
    const id = deliveryIdFor(eventId, webhookId);
    return { id, webhookId, event, body: deliveryBody(id, event, data) };
  });
  await db.insert(webhookDeliveries).values(rows).onConflictDoNothing();
  return rows.map(({ id, webhookId }) => ({ id, webhookId }));
}

export async function recordPing(db: Db, viewer: NonNullable<Viewer>, id: number) {
  const webhook = await managedWebhook(db, viewer, id);
  const deliveryId = randomUUID();
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ id: deliveryId, webhookId: webhook.id, event: 'ping', body: deliveryBody(deliveryId, 'ping', { webhook_id: webhook.id }) })
    .returning();
  return row!;
}
