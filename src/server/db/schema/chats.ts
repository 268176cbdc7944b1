/**
 * Chats: private (two people, found again by their pair) or named groups. Each member row
 * keeps what that member's list needs in one index: the unread count and the time of the
 * chat's newest message, so the chat list (unread first, then newest) is a keyset range of
 * one member's rows. The chats commands move both in the sending transaction.
 *
 * A member's last read message gives read marks: a message of mine is read once another
 * member's last_read_message_id reaches it.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { media } from './media.ts';
import { users } from './users.ts';

export const chats = pgTable(
  'chats',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    isPrivate: boolean().notNull(),
    /** A group's own name; private chats show the partner instead. */
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
    /** The chat's newest message time (its creation until the first message): the list's second key. */
    sortAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastReadMessageId: integer(),
    readAt: timestamp({ withTimezone: true }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.userId] }),
    // One member's chat list: unread first, then newest (see the index direction trap in posts.ts).
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
    /** Plain text with line breaks; may be empty when the message carries a picture. */
    content: text().notNull(),
    mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // A chat's messages newest first, as keyset pages going back in time.
  (t) => [index('messages_chat_idx').on(t.chatId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
