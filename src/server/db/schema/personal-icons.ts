import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const personalIcons = pgTable('personal_icons', {
  id: text().primaryKey(),
  name: text().notNull(),
  position: integer().notNull().default(0),
  enabled: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
