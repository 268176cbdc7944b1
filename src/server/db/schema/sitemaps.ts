import { date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Published posts per calendar month (UTC): the sitemap index reads these rows, never the posts. The
 * sitemaps' subscribers recount a month when one of its posts is published, edited or taken down.
 */
export const sitemapMonths = pgTable('sitemap_months', {
  /** The month's first day. */
  month: date({ mode: 'string' }).primaryKey(),
  posts: integer().notNull(),
  /** The last change to any of the month's posts: the month's sitemap's `lastmod`. */
  lastmod: timestamp({ withTimezone: true }).notNull(),
});
