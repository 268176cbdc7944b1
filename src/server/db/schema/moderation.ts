/**
 * Moderation: the reasons a reader may pick when reporting, the reports themselves, and the
 * public moderation log.
 *
 * A report names its item by type and id (a post, a comment or a user) and the community the
 * item lives in, so each community's moderators see their own queue; items outside any
 * community (blog posts, their comments, users) reach only the site's moderators. One open
 * report per reporter and item: the partial unique index says so. Resolving keeps the row,
 * so a reporter may report the same item again later.
 *
 * The log keeps what a reader needs even after its subject is gone: the subject's title is
 * copied into the row when the action is recorded.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { subsites } from './subsites.ts';
import { users } from './users.ts';

export const COMPLAINT_MODEL_TYPES = ['post', 'comment', 'user'] as const;
export type ComplaintModelType = (typeof COMPLAINT_MODEL_TYPES)[number];

export const COMPLAINT_OUTCOMES = ['dismissed', 'acted'] as const;
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

export const complaintReasons = pgTable('complaint_reasons', {
  id: serial().primaryKey(),
  /** Russian, the site's language; `nameEn` for English readers (the control panel edits both). */
  name: text().notNull(),
  nameEn: text().notNull(),
  position: integer().notNull().default(0),
  /** A reason taken out of the list stays for the reports that cite it. */
  archivedAt: timestamp({ withTimezone: true }),
});

export const complaints = pgTable(
  'complaints',
  {
    id: serial().primaryKey(),
    reasonId: integer()
      .notNull()
      .references(() => complaintReasons.id),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelType: text().$type<ComplaintModelType>().notNull(),
    modelId: integer().notNull(),
    /** The item's author (or the reported user). */
    targetUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The community the item lives in; null outside communities. */
    subsiteId: integer().references(() => subsites.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    outcome: text().$type<ComplaintOutcome>(),
  },
  (t) => [
    uniqueIndex('complaints_open_once').on(t.reporterId, t.modelType, t.modelId).where(sql`${t.resolvedAt} is null`),
    index('complaints_open_item_idx').on(t.modelType, t.modelId).where(sql`${t.resolvedAt} is null`),
    index('complaints_open_subsite_idx').on(t.subsiteId, t.id).where(sql`${t.resolvedAt} is null`),
    // The control panel's reports per day: a range of days.
    index('complaints_created_idx').on(t.createdAt),
    check('complaints_model_type_check', sql`${t.modelType} in ('post', 'comment', 'user')`),
    check('complaints_outcome_check', sql`${t.outcome} is null or ${t.outcome} in ('dismissed', 'acted')`),
  ],
);

export const MODLOG_ACTIONS = ['ban', 'unban', 'unpublish', 'delete_post', 'delete_comment', 'delete_branch', 'role', 'report_dismissed'] as const;
export type ModlogAction = (typeof MODLOG_ACTIONS)[number];

export const moderationLog = pgTable(
  'moderation_log',
  {
    id: serial().primaryKey(),
    /** The domain event recorded here: a redelivered event adds no second line. */
    eventId: integer().unique(),
    action: text().$type<ModlogAction>().notNull(),
    /** The community acted in; null for site-wide actions and items outside communities. */
    subsiteId: integer().references(() => subsites.id, { onDelete: 'cascade' }),
    moderatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Whom the action concerns: the banned user, the author of the removed item. */
    targetUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The post's title at the time (for comments: the title of the post they were under). */
    subject: text().notNull().default(''),
    reason: text().notNull().default(''),
    /** What else the action carries: a ban's end, a new role. */
    details: jsonb().$type<{ until?: string | null; role?: string | null }>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_log_subsite_idx').on(t.subsiteId, t.id), check('moderation_log_action_check', sql`${t.action} in ('ban', 'unban', 'unpublish', 'delete_post', 'delete_comment', 'delete_branch', 'role', 'report_dismissed')`)],
);
