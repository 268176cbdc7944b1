/**
 * Delivery outside the site: the email digest's setting and progress per member, and the
 * browsers that agreed to receive web push. A member without a digest row gets no digest.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DigestFrequency } from '../../../shared/dto/delivery.ts';
import { users } from './users.ts';

export const mailDigests = pgTable(
  'mail_digests',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text().$type<DigestFrequency>().notNull(),
    /**
     * The end of the last period the digest handled, whether a letter went out or there was
     * nothing to send: the next digest covers posts published after it, and a retried job
     * that finds it moved sends nothing again.
     */
    coveredUntil: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mail_digests_frequency_check', sql`${t.frequency} in ('off', 'daily', 'weekly')`),
    // The hourly sweep reads the members whose digest is on, oldest period first.
    index('mail_digests_due_idx').on(t.frequency, t.coveredUntil.asc().nullsFirst()),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser: unique, so one browser is one row whoever signed in last. */
    endpoint: text().notNull(),
    /** The browser's ECDH public key and auth secret (base64url), which encrypt every message to it. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);
