/**
 * Account safety (P10): address changes waiting for their confirmation link, two-factor
 * sign-in and its recovery codes. Like sessions and mail tokens, every secret a person
 * holds (link token, recovery code) is stored as its SHA-256 only; the TOTP secret has to
 * be read back to check codes, so it is stored encrypted with a key derived from the
 * session secret (a database dump alone yields no working authenticator).
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
