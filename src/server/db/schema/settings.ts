/**
 * A member's settings beyond their account row: the words and hashtags they block (their
 * matching posts leave every list, matching comments show hidden), and the addresses their
 * blog had before a rename, kept so old links answer 301 to the new address.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { subsites } from './subsites.ts';
import { users } from './users.ts';

export const blockedKeywords = pgTable(
  'blocked_keywords',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Normalised (shared/keyword-filter.ts normalizeKeyword): lowercase, ё as е, single spaces; `#tag` for a hashtag. */
    keyword: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.keyword] })],
);

export const oldSlugs = pgTable(
  'old_slugs',
  {
    /** An address given up by a rename; taken again when someone claims it (the row goes then). */
    slug: text().primaryKey(),
    subsiteId: integer()
      .notNull()
      .references(() => subsites.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('old_slugs_subsite_idx').on(t.subsiteId)],
);
