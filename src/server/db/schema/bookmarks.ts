/**
 * Bookmarks and the collections members file them into. A bookmark names its item by type
 * and id (posts now, comments later), once per member; its own id and time order the
 * member's lists newest first. The item's bookmarks_count is moved by the bookmarks
 * commands in the same transaction.
 *
 * Collections are a member's named folders; a bookmark may sit in several, and one in none
 * is only in "All". Removing a bookmark takes it out of every collection; deleting a
 * collection keeps its bookmarks.
 */
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'post' or 'comment' (shared/dto/bookmark.ts). */
    targetType: text().notNull(),
    targetId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookmarks_user_target_idx').on(t.userId, t.targetType, t.targetId),
    // A member's list of one type, newest first (see the index direction trap in posts.ts).
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

/** Which bookmark sits in which collection; the type and time are copied so a collection's list is one index range. */
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
    /** The bookmark's own time: a collection lists bookmarks in the order "All" does. */
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
