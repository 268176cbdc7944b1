import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const staticPages = pgTable('static_pages', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  description: text().notNull().default(''),
  body: text().notNull().default(''),
  scripts: text().notNull().default(''),
  inFooter: boolean().notNull().default(false),
  sortOrder: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
