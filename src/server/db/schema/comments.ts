// A reply names its branch (the thread's root) too, so a whole thread loads and is deleted without
// walking the tree. replies_count includes deleted replies: they still show as deleted.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { media } from './media.ts';
import { posts } from './posts.ts';
import { users } from './users.ts';

export const comments = pgTable(
  'comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer().references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    branchId: integer().references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    repliesCount: integer().notNull().default(0),
    reactionSum: integer().notNull().default(0),
    disreactionSum: integer().notNull().default(0),
    reactionCounts: jsonb().$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    reactionCount: integer().notNull().default(0),
    bookmarksCount: integer().notNull().default(0),
    /** Root comments only, one per post. */
    pinnedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: the text is hidden, the replies stay. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('comments_post_roots_new_idx')
      .on(t.postId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} is null`),
    index('comments_post_roots_popular_idx')
      .on(t.postId, t.reactionSum.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('comments_branch_idx').on(t.branchId, t.createdAt, t.id),
    index('comments_media_idx').on(t.mediaId).where(sql`${t.mediaId} is not null`),
    index('comments_user_new_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('comments_user_popular_idx').on(t.userId, t.reactionSum.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('comments_created_idx').on(t.createdAt),
  ],
);

export type CommentRow = typeof comments.$inferSelect;
