import { date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';

export const postViewDays = pgTable(
  'post_view_days',
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    showings: integer().notNull().default(0),
    views: integer().notNull().default(0),
    uniqueShowings: integer().notNull().default(0),
    uniqueViews: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day] })],
);

// The visitor is a keyed hash that changes every day (features/views/visitor.ts): no row can be tied to
// a person or to another day, and rows older than yesterday are deleted.
export const postViewMarks = pgTable(
  'post_view_marks',
  {
    day: date({ mode: 'string' }).notNull(),
    postId: integer().notNull(),
    /** 1 a showing, 2 a view. */
    kind: smallint().notNull(),
    visitor: text().notNull(),
  },
  // The day leads the key: the daily clean-up deletes a range of it.
  (t) => [primaryKey({ columns: [t.day, t.postId, t.kind, t.visitor] })],
);
