// Only the SHA-256 of a token is stored, so a database dump yields no working link; a spent token keeps
// its row (used_at), so a reused link stays distinguishable.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const AUTH_TOKEN_PURPOSES = ['email_verification', 'password_reset'] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text().primaryKey(),
    purpose: text().$type<AuthTokenPurpose>().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('auth_tokens_purpose_check', sql`${t.purpose} in ('email_verification', 'password_reset')`),
  ],
);
