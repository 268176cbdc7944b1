/**
 * Bans in a community: who may not post, comment or react there, why, and until when. One
 * row per community and member; banning again replaces it. A ban ends by itself: every check
 * compares `until` with the present moment, so no job has to lift it.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { subsites } from './subsites.ts';
import { users } from './users.ts';

export const communityBans = pgTable(
  'community_bans',
  {
    subsiteId: integer()
      .notNull()
      .references(() => subsites.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who banned; kept when that account is deleted, so the entry still says a ban was given. */
    moderatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    /** The spec's `date_unbanned`; null: forever. */
    until: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subsiteId, t.userId] }), index('community_bans_user_idx').on(t.userId)],
);
