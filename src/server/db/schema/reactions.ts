/**
 * Reactions: the site's reaction set (the pictures a reader may react with, edited by
 * administrators) and what each member gave each post or comment. One row per member and
 * item holds both the like or dislike (`value`) and the rich reaction (`reactionId`), so a
 * page's viewer state is one lookup; the row goes when both are cleared. The item's own
 * counters (reaction_sum, disreaction_sum, reaction_counts, reaction_count on posts) are
 * kept exact by the reactions commands under the item's row lock.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const reactionSet = pgTable('reaction_set', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** What the control panel calls the picture. */
  name: text().notNull(),
  /** A stored `/uploads/<key>` reference (or an absolute address). */
  image: text().notNull(),
  /** Order in the picker. */
  position: integer().notNull().default(0),
  /**
   * A disabled picture leaves the picker and can no longer be given; items that have it keep
   * showing it, so their counts still add up. Pictures are never deleted: items' counters
   * and members' rows refer to them.
   */
  enabled: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const itemReactions = pgTable(
  'item_reactions',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'post' or 'comment'; the id is that table's (no foreign key across two tables). */
    targetType: text().notNull(),
    targetId: integer().notNull(),
    /** 1 like, -1 dislike, null none. */
    value: smallint(),
    likedAt: timestamp({ withTimezone: true }),
    /** Removing a picture from the set must move the items' counters first (no cascade). */
    reactionId: integer().references(() => reactionSet.id),
    reactedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    // The likers list: an item's likes (or dislikes), newest first.
    index('item_reactions_likers_idx')
      .on(t.targetType, t.targetId, t.value, t.likedAt.desc().nullsFirst(), t.userId.desc().nullsFirst())
      .where(sql`${t.value} is not null`),
    check('item_reactions_value_check', sql`${t.value} in (1, -1)`),
    check('item_reactions_something_check', sql`${t.value} is not null or ${t.reactionId} is not null`),
  ],
);
