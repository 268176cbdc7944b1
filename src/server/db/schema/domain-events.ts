import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DomainEvent } from '../../../shared/events.ts';

export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text().notNull(),
    payload: jsonb().$type<DomainEvent>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Not before this time: the claim lease, or the back-off after a failure. */
    availableAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    deliveredTo: text().array().notNull().default(sql`'{}'::text[]`),
    lastError: text(),
    dispatchedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('domain_events_pending_idx').on(t.availableAt, t.id).where(sql`${t.dispatchedAt} is null`),
    index('domain_events_dispatched_idx').on(t.dispatchedAt).where(sql`${t.dispatchedAt} is not null`),
  ],
);
