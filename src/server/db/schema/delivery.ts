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
     * The end of the last period handled, whether a letter went out or not: the next digest covers
     * what was published after it, and a retried job that finds it moved sends nothing again.
     */
    coveredUntil: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mail_digests_frequency_check', sql`${t.frequency} in ('off', 'daily', 'weekly')`),
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
    /** Unique, so one browser is one row whoever signed in last. */
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);
