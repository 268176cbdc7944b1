/**
 * When a member last opened a post, for 'new since your last visit' under its comments. A
 * visit is a run of openings less than a visit gap apart (features/comments/post-reads.ts);
 * `previousVisitAt` is when the visit before the current one ended, so the comments marked
 * new stay the same for the whole visit, however often the page is reloaded or paged.
 */
import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

export const postReads = pgTable(
  'post_reads',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The latest opening. */
    seenAt: timestamp({ withTimezone: true }).notNull(),
    /** The last opening of the visit before the current one; null during the first visit. */
    previousVisitAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);
