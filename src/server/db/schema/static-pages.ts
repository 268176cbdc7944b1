/**
 * Static pages the site owner writes in the control panel ("О проекте", the site's rules):
 * shown at `/pages/{slug}`, their HTML and scripts as given, some of them listed in the footer.
 */
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const staticPages = pgTable('static_pages', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  /** The page's meta description. */
  description: text().notNull().default(''),
  body: text().notNull().default(''),
  /** HTML with script tags, run on the page after its body. */
  scripts: text().notNull().default(''),
  inFooter: boolean().notNull().default(false),
  /** Lower first in the footer and the panel. */
  sortOrder: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
