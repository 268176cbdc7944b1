// One row per member and item holds both the like and the rich reaction, so a page's viewer state is one
// lookup. The item's counters are kept exact by the reactions commands under the item's row lock.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const reactionSet = pgTable('reaction_set', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  image: text().notNull(),
  position: integer().notNull().default(0),
  /** Never deleted (counters and rows refer to them): a disabled picture can no longer be given. */
  enabled: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const itemReactions = pgTable(
  'item_reactions',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'post' or 'comment': no foreign key across two tables. */
    targetType: text().notNull(),
    targetId: integer().notNull(),
    value: smallint(),
    likedAt: timestamp({ withTimezone: true }),
    /** No cascade: removing a picture must move the items' counters first. */
    reactionId: integer().references(() => reactionSet.id),
    reactedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    index('item_reactions_likers_idx')
      .on(t.targetType, t.targetId, t.value, t.likedAt.desc().nullsFirst(), t.userId.desc().nullsFirst())
      .where(sql`${t.value} is not null`),
    check('item_reactions_value_check', sql`${t.value} in (1, -1)`),
    check('item_reactions_something_check', sql`${t.value} is not null or ${t.reactionId} is not null`),
  ],
);
