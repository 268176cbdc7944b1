// A poll block's counts and votes; the question and options are the post's block, copied here so a
// vote is checked and counted without reading the post's blocks (features/polls).
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PollResults } from '../../../shared/blocks/types.ts';
import { posts } from './posts.ts';
import { users } from './users.ts';

export const polls = pgTable(
  'polls',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    blockId: text().notNull(),
    question: text().notNull(),
    multiple: boolean().notNull(),
    endsAt: timestamp({ withTimezone: true }),
    results: text().$type<PollResults>().notNull(),
    closedAt: timestamp({ withTimezone: true }),
    /** Members with at least one vote; kept in the vote's transaction. */
    votersCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('polls_post_block_idx').on(t.postId, t.blockId)],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    pollId: integer()
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    optionId: text().notNull(),
    position: smallint().notNull(),
    text: text().notNull(),
    votesCount: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.optionId] })],
);

/** The post is copied so the reader's votes on a page of posts are one index range (hydration/viewer.ts). */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: integer()
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: text().notNull(),
    postId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.userId, t.optionId] }), index('poll_votes_user_post_idx').on(t.userId, t.postId)],
);
