// One open report per reporter and item (the partial unique index); resolving keeps the row, so the item
// may be reported again. The log copies the subject's title, so it reads after the subject is gone.
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
    targetUserId: integer().references(() => users.id, { onDelete: 'set null' }),
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
    index('complaints_created_idx').on(t.createdAt),
    check('complaints_model_type_check', sql`${t.modelType} in ('post', 'comment', 'user')`),
    check('complaints_outcome_check', sql`${t.outcome} is null or ${t.outcome} in ('dismissed', 'acted')`),
  ],
);

export const MODLOG_ACTIONS = ['ban', 'unban', 'unpublish', 'delete_post', 'delete_comment', 'delete_branch', 'role', 'report_dismissed', 'hide_revision'] as const;
export type ModlogAction = (typeof MODLOG_ACTIONS)[number];

export const moderationLog = pgTable(
  'moderation_log',
  {
    id: serial().primaryKey(),
    /** Unique: a redelivered event adds no second line. */
    eventId: integer().unique(),
    action: text().$type<ModlogAction>().notNull(),
    subsiteId: integer().references(() => subsites.id, { onDelete: 'cascade' }),
    moderatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    targetUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    subject: text().notNull().default(''),
    reason: text().notNull().default(''),
    details: jsonb().$type<{ until?: string | null; role?: string | null }>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_log_subsite_idx').on(t.subsiteId, t.id), check('moderation_log_action_check', sql`${t.action} in ('ban', 'unban', 'unpublish', 'delete_post', 'delete_comment', 'delete_branch', 'role', 'report_dismissed', 'hide_revision')`)],
);
