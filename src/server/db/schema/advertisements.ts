/**
 * Advertisements the site owner writes in the control panel. Each is shown in one position
 * while enabled and inside its schedule; its HTML, CSS and JavaScript run in a sandboxed frame.
 */
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AdPosition } from '../../../shared/advertisements.ts';

export const advertisements = pgTable('advertisements', {
  id: serial().primaryKey(),
  /** For the panel only: readers never see it. */
  title: text().notNull(),
  position: text().$type<AdPosition>().notNull(),
  htmlContent: text().notNull().default(''),
  cssContent: text().notNull().default(''),
  jsContent: text().notNull().default(''),
  enabled: boolean().notNull().default(true),
  /** Shown from this moment on; null: already. */
  startsAt: timestamp({ withTimezone: true }),
  /** Shown until this moment; null: without an end. */
  endsAt: timestamp({ withTimezone: true }),
  /** Feed-item only: after every this many cards; null takes the site's default. */
  every: integer(),
  /** Lower first, within a position. */
  sortOrder: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
