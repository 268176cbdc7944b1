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
