/**
 * What a member chose not to see: blogs, communities and companies they ignore (block), and
 * single posts they hid. Both leave the member's lists through the pipelines' rules stage;
 * the viewer state reads them in the same query as the member's follows. The pair is the
 * key, so ignoring twice is a no-op.
 */
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { subsites } from './subsites.ts';
import { users } from './users.ts';

export const ignoredSubsites = pgTable(
  'ignored_subsites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subsiteId: integer()
      .notNull()
      .references(() => subsites.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subsiteId] }), index('ignored_subsites_subsite_idx').on(t.subsiteId)],
);

export const hiddenPosts = pgTable(
  'hidden_posts',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('hidden_posts_post_idx').on(t.postId)],
);
