// Sign-in by provider looks a member up by (provider, subject), never by email: emails change, subjects do not.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    subject: text().notNull(),
    displayName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('linked_accounts_subject_unique').on(t.provider, t.subject), uniqueIndex('linked_accounts_user_provider_unique').on(t.userId, t.provider), index('linked_accounts_user_idx').on(t.userId)],
);

export const accountDeletions = pgTable('account_deletions', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'anonymise' keeps posts and comments under "Deleted account"; 'remove' deletes them. */
  content: text().$type<'anonymise' | 'remove'>().notNull(),
  requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  scrubbedAt: timestamp({ withTimezone: true }),
  emailFreedAt: timestamp({ withTimezone: true }),
});
