/**
 * In-app notifications: one row per recipient and thing to tell. `groupKey` names that
 * thing — a comment, a post's likes, a follower, one unpublishing — and is unique per
 * recipient, so an event delivered twice lands on the same row (idempotency) and repeated
 * likes or reactions of one item gather on one row instead of flooding the list. Who acted
 * is in `notification_actors`, one row per actor, so a repeated or re-delivered action by
 * the same member counts once. `notifiedAt` is the latest activity: a grouped row that
 * gains an actor moves back to the top and is unread and unseen again.
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
    /** The post it is about (the comment's post for comment kinds); no foreign key: a deleted post leaves the row to the rules stage. */
    postId: integer(),
    commentId: integer(),
    /** Kind-specific facts: the like's value, the reaction's id, the unpublishing reason. */
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
