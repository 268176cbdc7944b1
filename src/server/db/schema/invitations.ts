/**
 * Invitations to register while the site's registration is by invitation: a super admin makes
 * a code, the link `/?invite=CODE` carries it, and one registration spends it.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const invitations = pgTable(
  'invitations',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null: the code never expires. */
    expiresAt: timestamp({ withTimezone: true }),
    usedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('invitations_created_idx').on(table.createdAt, table.id)],
);
