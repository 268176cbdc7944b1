import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AdPosition } from '../../../shared/advertisements.ts';

export const advertisements = pgTable('advertisements', {
  id: serial().primaryKey(),
  title: text().notNull(),
  position: text().$type<AdPosition>().notNull(),
  htmlContent: text().notNull().default(''),
  cssContent: text().notNull().default(''),
  jsContent: text().notNull().default(''),
  enabled: boolean().notNull().default(true),
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
  /** Feed-item only: after every this many cards; null takes the site's default. */
  every: integer(),
  sortOrder: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
