import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { subsites } from './subsites.ts';
import { users } from './users.ts';

export const blockedKeywords = pgTable(
  'blocked_keywords',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Normalised by normalizeKeyword (shared/keyword-filter.ts); `#tag` for a hashtag. */
    keyword: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.keyword] })],
);

export const oldSlugs = pgTable(
  'old_slugs',
  {
    slug: text().primaryKey(),
    subsiteId: integer()
      .notNull()
      .references(() => subsites.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('old_slugs_subsite_idx').on(t.subsiteId)],
);
