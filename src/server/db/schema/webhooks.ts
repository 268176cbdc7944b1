// Outgoing webhooks (features/webhooks): a community's (subsite_id set) or the whole site's (null).
import { boolean, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WebhookDeliveryEvent, WebhookDeliveryStatus, WebhookDisabledReason, WebhookEvent } from '../../../shared/dto/webhook.ts';
import { subsites } from './subsites.ts';
import { users } from './users.ts';

export const webhooks = pgTable(
  'webhooks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subsiteId: integer().references(() => subsites.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    events: text().array().$type<WebhookEvent[]>().notNull(),
    /** Kept readable: every delivery is signed with it. */
    secret: text().notNull(),
    enabled: boolean().notNull().default(true),
    disabledReason: text().$type<WebhookDisabledReason>(),
    /** Failed attempts since the last success; reset by a success or by switching it back on. */
    consecutiveFailures: integer().notNull().default(0),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhooks_subsite_idx').on(t.subsiteId)],
);

/** One event for one webhook; its body is stored as sent, so every retry signs the same bytes. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid().primaryKey(),
    webhookId: integer()
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text().$type<WebhookDeliveryEvent>().notNull(),
    body: text().notNull(),
    status: text().$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt), index('webhook_deliveries_created_idx').on(t.createdAt)],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: uuid()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: smallint().notNull(),
    statusCode: smallint(),
    error: text(),
    durationMs: integer().notNull(),
    /** The answer's first characters, for the manager's eyes. */
    responseExcerpt: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
