/**
 * Comments under posts, in threads. A root comment has no parent; a reply names its parent
 * and its branch (the root of its thread), so a whole thread loads and is deleted together
 * without walking the tree.
 *
 * Counters are real columns: replies_count (direct replies, deleted ones included since they
 * still show as 'Comment has been deleted') is kept by the comments commands, the reaction
 * counters by reactions.
 */
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
    /** The root of the thread; null on a root itself. */
    branchId: integer().references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** Plain text with line breaks; links and hashtags become clickable only when rendered. */
    text: text().notNull(),
    /** The one picture, video or GIF the comment shows; gone with the media if it is ever removed. */
    mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    repliesCount: integer().notNull().default(0),
    /** Likes and reactions, the same four counters as a post's (reactions.targets.ts). */
    reactionSum: integer().notNull().default(0),
    disreactionSum: integer().notNull().default(0),
    reactionCounts: jsonb().$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    reactionCount: integer().notNull().default(0),
    /** Members who bookmarked it, moved by the bookmarks commands (bookmarks.targets.ts). */
    bookmarksCount: integer().notNull().default(0),
    /** Pinned under its post by the post's author; root comments only, one per post. */
    pinnedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: the text is hidden, the replies stay. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Root comments of a post: New (newest first) and Popular (by reactions), as keyset pages.
    index('comments_post_roots_new_idx')
      .on(t.postId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} is null`),
    index('comments_post_roots_popular_idx')
      .on(t.postId, t.reactionSum.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} is null`),
    // Direct replies oldest first, and a whole branch.
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('comments_branch_idx').on(t.branchId, t.createdAt, t.id),
    // Whether some comment shows a media item: deleting and cleaning up media ask it.
    index('comments_media_idx').on(t.mediaId).where(sql`${t.mediaId} is not null`),
    // A member's comments on their page: New, and Popular by reactions.
    index('comments_user_new_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('comments_user_popular_idx').on(t.userId, t.reactionSum.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The best comments of the last days (GET /comments/popular): a short range of recent rows.
    index('comments_created_idx').on(t.createdAt),
  ],
);
