/**
 * `groupKey` is unique per recipient, so a re-delivered event lands on the same row and repeated likes
 * of one item gather on one row; actors are one row each, so a repeated action counts once.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '../../../shared/dto/notification.ts';
import { subsites } from './subsites.ts';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<NotificationKind>().notNull(),
    groupKey: text().notNull(),
    /** No foreign key: a deleted post leaves the row to the rules stage. */
    postId: integer(),
    commentId: integer(),
    data: jsonb().$type<NotificationData>().notNull().default(sql`'{}'::jsonb`),
    readAt: timestamp({ withTimezone: true }),
    seenAt: timestamp({ withTimezone: true }),
    notifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_group_unique').on(t.userId, t.groupKey),
    index('notifications_list_idx').on(t.userId, t.notifiedAt.desc(), t.id.desc()),
    index('notifications_unseen_idx').on(t.userId).where(sql`${t.seenAt} is null`),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

export interface NotificationData {
  value?: number;
  reactionId?: number;
  reason?: string;
  link?: string;
}

export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    actorId: integer()
      .notNull()
      .references(() => subsites.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.actorId] }), index('notification_actors_latest_idx').on(t.notificationId, t.createdAt.desc())],
);
