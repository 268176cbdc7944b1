// A member row keeps the unread count and the newest message's time, so the chat list (unread first,
// then newest) is a keyset range of one member's rows.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { media } from './media.ts';
import { users } from './users.ts';

export const chats = pgTable(
  'chats',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    isPrivate: boolean().notNull(),
    name: text(),
    /** Private chats: the two members, smaller id first, so "the chat of these two" is one lookup and cannot be made twice. */
    pairLow: integer().references(() => users.id, { onDelete: 'cascade' }),
    pairHigh: integer().references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chats_pair_idx').on(t.pairLow, t.pairHigh),
    check('chats_pair_check', sql`${t.isPrivate} = (${t.pairLow} is not null and ${t.pairHigh} is not null and ${t.pairLow} < ${t.pairHigh})`),
  ],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unreadCount: integer().notNull().default(0),
    sortAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastReadMessageId: integer(),
    readAt: timestamp({ withTimezone: true }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.userId] }),
    index('chat_members_list_idx').on(t.userId, t.unreadCount.desc().nullsFirst(), t.sortAt.desc().nullsFirst(), t.chatId.desc().nullsFirst()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_chat_idx').on(t.chatId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
