import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const adminLog = pgTable(
  'admin_log',
  {
    id: serial().primaryKey(),
    /** Unique: a redelivered event adds no second line. */
    eventId: integer().notNull().unique(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    subjectType: text(),
    subjectId: integer(),
    subject: text().notNull().default(''),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_log_created_idx').on(t.createdAt, t.id)],
);
