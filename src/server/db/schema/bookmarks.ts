import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookmarks_user_target_idx').on(t.userId, t.targetType, t.targetId),
    index('bookmarks_user_list_idx').on(t.userId, t.targetType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const bookmarkCollections = pgTable(
  'bookmark_collections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bookmark_collections_user_idx').on(t.userId, t.createdAt)],
);

/** The type and time are copied so that a collection's list is one index range. */
export const bookmarkCollectionItems = pgTable(
  'bookmark_collection_items',
  {
    collectionId: integer()
      .notNull()
      .references(() => bookmarkCollections.id, { onDelete: 'cascade' }),
    bookmarkId: integer()
      .notNull()
      .references(() => bookmarks.id, { onDelete: 'cascade' }),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    bookmarkedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.bookmarkId] }),
    index('bookmark_collection_items_list_idx').on(
      t.collectionId,
      t.targetType,
      t.bookmarkedAt.desc().nullsFirst(),
      t.bookmarkId.desc().nullsFirst(),
    ),
    index('bookmark_collection_items_bookmark_idx').on(t.bookmarkId),
  ],
);
