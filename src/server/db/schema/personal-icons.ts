/**
 * The personal icons' catalogue (spec 1 "Personal icon"): the badges a member may choose.
 * The id is what members' rows keep (`subsites.personal_icon_id`) and what the picture's
 * address is made from (shared/dto/personal-icon.ts): the built-in pictures are named after
 * their Fluent Emoji, uploaded ones get a random `u-…` id. An icon is never deleted, only
 * disabled: it leaves the catalogue, and members who chose it keep it.
 */
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const personalIcons = pgTable('personal_icons', {
  id: text().primaryKey(),
  /** What the control panel calls it; the picture's alternative text. */
  name: text().notNull(),
  /** Order in the catalogue. */
  position: integer().notNull().default(0),
  enabled: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
