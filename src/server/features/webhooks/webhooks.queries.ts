import { asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { communityMembers, subsites, users, webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import { subsiteUrl } from '../../../shared/slugs.ts';
import { WEBHOOK_LIMITS, WEBHOOKS_ADMIN_PATH, type WebhookDeliveryDto, type WebhookDto } from '../../../shared/dto/webhook.ts';
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

/** Who hears that a webhook was switched off, and where they can switch it back on. */
export async function webhookKeepers(db: Db, webhookId: number): Promise<{ userIds: number[]; url: string; link: string } | null> {
  const rows = await queryRows<{ url: string; slug: string | null; user_ids: number[] }>(db, sql`
    select w.url, s.slug,
      case when w.subsite_id is null then array(select u.id from ${users} u where u.role = 'super_admin')
      else array(select s.creator_id where s.creator_id is not null union select m.user_id from ${communityMembers} m where m.subsite_id = w.subsite_id and m.role = 'admin')
      end as user_ids
    from ${webhooks} w left join ${subsites} s on s.id = w.subsite_id
    where w.id = ${webhookId}`);
  const row = rows[0];
  if (!row) return null;
  return { userIds: row.user_ids, url: row.url, link: row.slug === null ? WEBHOOKS_ADMIN_PATH : `${subsiteUrl(row.slug)}/settings?tab=webhooks` };
}
