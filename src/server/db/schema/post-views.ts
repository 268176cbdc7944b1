import { date, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { subsites } from './subsites.ts';

/** What a post's statistics count besides views: read depth and the interactions its domain events report. */
const interactionColumns = () => ({
  likes: integer().notNull().default(0),
  reactions: integer().notNull().default(0),
  comments: integer().notNull().default(0),
  bookmarks: integer().notNull().default(0),
  /** Reply posts published under it (the site's reposts). */
  reposts: integer().notNull().default(0),
  /** Per post: follows of its blog or community made from its page; per blog or community: every new follow. */
  followers: integer().notNull().default(0),
});

/** Reads whose deepest point was this share of the post's body; a read that reached 75% is in depth75 only. */
const depthColumns = () => ({
  depth25: integer().notNull().default(0),
  depth50: integer().notNull().default(0),
  depth75: integer().notNull().default(0),
  depth100: integer().notNull().default(0),
});

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
    ...depthColumns(),
    ...interactionColumns(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day] })],
);

// Only the first 48 hours after publication: the launch is what an author studies by the hour, and it bounds
// the table at 48 rows a post.
export const postStatHours = pgTable(
  'post_stat_hours',
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    hour: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
    uniqueViews: integer().notNull().default(0),
    ...interactionColumns(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.hour] })],
);

/**
 * Where a post's views came from. kind: a feed of this site, 'external' with the other site's domain, or 'direct';
 * domain is '' unless external. Nothing about the reader is kept.
 */
export const postStatSources = pgTable(
  'post_stat_sources',
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    kind: text().notNull(),
    domain: text().notNull().default(''),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day, t.kind, t.domain] })],
);

// The statistics page of a blog or community reads these, so it sums at most a period's days whatever the number
// of posts. They are kept beside the per-post rows by the same statements that write those.
export const subsiteStatDays = pgTable(
  'subsite_stat_days',
  {
    subsiteId: integer()
      .notNull()
      .references(() => subsites.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
    uniqueViews: integer().notNull().default(0),
    ...depthColumns(),
    ...interactionColumns(),
    /** With `followers` (every new follow here), walks the follower count back from today's. */
    unfollows: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subsiteId, t.day] })],
);

export const subsiteStatSources = pgTable(
  'subsite_stat_sources',
  {
    subsiteId: integer()
      .notNull()
      .references(() => subsites.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    kind: text().notNull(),
    domain: text().notNull().default(''),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subsiteId, t.day, t.kind, t.domain] })],
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
