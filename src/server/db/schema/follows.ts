/**
 * Follows: a member following a blog, a community or a company. The pair is the key, so a
 * member follows a subsite once; the reverse index serves follower lists and counts. `bell`
 * asks for a notification on each new post of the followed subsite; `favorite` puts it at
 * the top of the member's sidebar.
 */
import { boolean, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { subsites } from './subsites.ts';
import { users } from './users.ts';

export const follows = pgTable(
  'follows',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subsiteId: integer()
      .notNull()
      .references(() => subsites.id, { onDelete: 'cascade' }),
    bell: boolean().notNull().default(false),
    favorite: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subsiteId] }),
    index('follows_subsite_idx').on(t.subsiteId, t.createdAt.desc().nullsFirst()),
  ],
);
