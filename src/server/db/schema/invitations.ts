import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const invitations = pgTable(
  'invitations',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }),
    usedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('invitations_created_idx').on(table.createdAt, table.id)],
);
