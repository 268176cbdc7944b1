// A ban ends by itself: every check compares `until` with the present moment, so no job has to lift it.
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
    moderatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    until: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subsiteId, t.userId] }), index('community_bans_user_idx').on(t.userId)],
);
