// A series is an author's own: its parts are that author's posts, wherever each was published.
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

export const series = pgTable(
  'series',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** Every part, drafts included: the limit counts them. */
    postsCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('series_user_idx').on(t.userId, t.createdAt)],
);

/** A post is a part of one series at most; positions run 1..n without gaps. */
export const seriesPosts = pgTable(
  'series_posts',
  {
    seriesId: integer()
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.position] }), uniqueIndex('series_posts_post_idx').on(t.postId)],
);

export type SeriesRow = typeof series.$inferSelect;
