// `previousVisitAt` is when the visit before the current one ended, so the comments marked new stay the
// same for the whole visit, however often the page is reloaded or paged.
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
    seenAt: timestamp({ withTimezone: true }).notNull(),
    previousVisitAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);
