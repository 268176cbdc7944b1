// Secrets a person holds are stored as their SHA-256 only. The TOTP secret must be read back, so it is
// encrypted with a key derived from the session secret: a database dump alone yields no authenticator.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

/** enabledAt is null while enrolment waits for its first code. */
export const twoFactor = pgTable('two_factor', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  /** The 30-second step of the last accepted code: the same code cannot be replayed within its window. */
  lastStep: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const dataExports = pgTable(
  'data_exports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<DataExportStatus>().notNull().default('pending'),
    storageKey: text(),
    size: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId),
    uniqueIndex('data_exports_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);
