/**
 * Linked accounts and account deletion. A linked account ties a provider's stable
 * subject id to a member: sign-in by provider looks it up by (provider, subject), never by
 * email. A deletion request marks the account gone at once; the job does the rest.
 */
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
    /** The provider's id of the person (OpenID "sub"): emails change, this does not. */
    subject: text().notNull(),
    /** What the provider showed, for the settings list only. */
    displayName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('linked_accounts_subject_unique').on(t.provider, t.subject), uniqueIndex('linked_accounts_user_provider_unique').on(t.userId, t.provider), index('linked_accounts_user_idx').on(t.userId)],
);

/** One row per deleted account: the account is gone for everyone from requestedAt; the job scrubs it. */
export const accountDeletions = pgTable('account_deletions', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'anonymise' keeps posts and comments under "Deleted account"; 'remove' deletes them. */
  content: text().$type<'anonymise' | 'remove'>().notNull(),
  requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  scrubbedAt: timestamp({ withTimezone: true }),
  /** The address is released (replaced by a placeholder) at this time. */
  emailFreedAt: timestamp({ withTimezone: true }),
});
