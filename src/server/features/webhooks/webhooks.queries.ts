import { asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import { WEBHOOK_LIMITS, type WebhookDeliveryDto, type WebhookDto } from '../../../shared/dto/webhook.ts';
import type { WebhookRow } from './webhooks.commands.ts';

export function webhookDto(row: WebhookRow): WebhookDto {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    secret: row.secret,
    enabled: row.enabled,
    disabled_reason: row.disabledReason ?? null,
    consecutive_failures: row.consecutiveFailures,
    created_at: row.createdAt.toISOString(),
  };
}

export async function webhooksOf(db: Db, subsiteId: number | null): Promise<WebhookDto[]> {
  const rows = await db
    .select()
    .from(webhooks)
    .where(subsiteId === null ? isNull(webhooks.subsiteId) : eq(webhooks.subsiteId, subsiteId))
    .orderBy(asc(webhooks.id));
  return rows.map(webhookDto);
}

/** Newest first, each with its attempts: two statements however long the log. */
export async function deliveriesOf(db: Db, webhookId: number, ids?: readonly string[]): Promise<WebhookDeliveryDto[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id, event: webhookDeliveries.event, status: webhookDeliveries.status, createdAt: webhookDeliveries.createdAt })
    .from(webhookDeliveries)
    .where(ids ? inArray(webhookDeliveries.id, [...ids]) : eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_LIMITS.logShown);
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, rows.map((row) => row.id)))
          .orderBy(asc(webhookAttempts.attempt));
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    attempts: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map((attempt) => ({ attempt: attempt.attempt, status_code: attempt.statusCode, error: attempt.error, duration_ms: attempt.durationMs, at: attempt.createdAt.toISOString() })),
  }));
}
