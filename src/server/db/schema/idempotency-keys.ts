/**
 * Answers to requests sent with an Idempotency-Key, kept a day so a client's retry gets the
 * first answer instead of doing the work again (platform/idempotency.ts).
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The route, `POST /posts`: a key names one request to one route. */
    scope: text().notNull(),
    key: text().notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    fingerprint: text().notNull(),
    /** 'pending' while the first request runs, 'done' once its answer is kept. */
    status: text({ enum: ['pending', 'done'] }).notNull(),
    responseStatus: integer(),
    responseBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
