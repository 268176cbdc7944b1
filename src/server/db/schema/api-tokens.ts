// Personal API tokens: only the token's SHA-256 is stored, as for sessions, and it is shown once.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApiScope } from '../../../shared/api-scopes.ts';
import { users } from './users.ts';

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    scopes: text().array().$type<ApiScope[]>().notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null: never expires. */
    expiresAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);
