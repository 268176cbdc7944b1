// Telegram channels linked to blogs and communities (features/telegram).
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TelegramDisabledReason, TelegramImportStatus } from '../../../shared/dto/telegram.ts';
import { posts } from './posts.ts';
import { subsites } from './subsites.ts';
import { users } from './users.ts';

/** One per blog or community. */
export const telegramLinks = pgTable('telegram_links', {
  subsiteId: integer()
    .primaryKey()
    .references(() => subsites.id, { onDelete: 'cascade' }),
  /** Sealed with a key derived from the session secret (lib/sealed-secrets.ts): a database dump alone posts nothing. */
  token: text().notNull(),
  botUsername: text().notNull(),
  /** The channel's numeric id, as text: ids pass 2^53 in principle. */
  chatId: text().notNull(),
  chatUsername: text(),
  chatTitle: text().notNull(),
  enabled: boolean().notNull().default(true),
  disabledReason: text().$type<TelegramDisabledReason>(),
  consecutiveFailures: integer().notNull().default(0),
  lastError: text(),
  lastErrorAt: timestamp({ withTimezone: true }),
  createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A channel message and the post it is: sent from here (`imported` false: edits and deletions follow the post) or
 * imported from an export (never touched from here). Keyed by the channel, so a channel linked again keeps its history.
 */
export const telegramMessages = pgTable(
  'telegram_messages',
  {
    chatId: text().notNull(),
    messageId: integer().notNull(),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    imported: boolean().notNull().default(false),
    /** A photo message has a caption to edit, a text message its text. */
    withPhoto: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.messageId] }), uniqueIndex('telegram_messages_post_idx').on(t.postId, t.chatId)],
);

export const telegramImports = pgTable(
  'telegram_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subsiteId: integer()
      .notNull()
      .references(() => subsites.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The uploaded .zip under DATA_DIR/tmp, removed when the import ends. */
    file: text().notNull(),
    publish: boolean().notNull(),
    status: text().$type<TelegramImportStatus>().notNull().default('queued'),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    created: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    ignored: integer().notNull().default(0),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('telegram_imports_subsite_idx').on(t.subsiteId, t.createdAt)],
);
