import { boolean, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { subsites } from './subsites.ts';
import { users } from './users.ts';

export const follows = pgTable(
  'follows',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subsiteId: integer()
      .notNull()
      .references(() => subsites.id, { onDelete: 'cascade' }),
    bell: boolean().notNull().default(false),
    favorite: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subsiteId] }),
    index('follows_subsite_idx').on(t.subsiteId, t.createdAt.desc().nullsFirst()),
  ],
);

/** Read by post (a new comment's subscribers), so the post leads the key. */
export const postBells = pgTable(
  'post_bells',
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_bells_user_idx').on(t.userId)],
);
