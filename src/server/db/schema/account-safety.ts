/**
 * Account safety: address changes waiting for their confirmation link, two-factor
 * sign-in and its recovery codes. Like sessions and mail tokens, every secret a person
 * holds (link token, recovery code) is stored as its SHA-256 only; the TOTP secret has to
 * be read back to check codes, so it is stored encrypted with a key derived from the
 * session secret (a database dump alone yields no working authenticator).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A requested address change: the address changes only when the link sent to it is opened. */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Normalized like users.email. */
    newEmail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

/** An authenticator app of an account; enabledAt is null while enrolment waits for its first code. */
export const twoFactor = pgTable('two_factor', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** AES-256-GCM of the base32 secret: iv.tag.ciphertext, each base64url. */
  secret: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  /** The 30-second step of the last accepted code: the same code cannot be replayed within its window. */
  lastStep: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, shown once at enrolment; a used code is deleted. */
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

/** A data export: built by a job into the file store, downloadable by its owner until it expires. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<DataExportStatus>().notNull().default('pending'),
    /** The archive's key in the file store, with a random part: the store's own paths are not guessable. */
    storageKey: text(),
    size: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId),
    // One export at a time: a second request while one is being built is refused by the index too.
    uniqueIndex('data_exports_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);
