/**
 * What super admins did in the control panel, newest first on its Log screen. Moderation
 * done from the panel (bans, unpublishing, deletions) goes to the moderation log instead, as
 * the same action taken anywhere else would.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const adminLog = pgTable(
  'admin_log',
  {
    id: serial().primaryKey(),
    /** The domain event recorded here: a redelivered event adds no second line. */
    eventId: integer().notNull().unique(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** `settings.saved`, `user.role`, `ad.created` …: the panel's vocabulary. */
    action: text().notNull(),
    subjectType: text(),
    subjectId: integer(),
    /** A readable name of what was acted on, as it was then (a user's name, an ad's title). */
    subject: text().notNull().default(''),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_log_created_idx').on(t.createdAt, t.id)],
);
