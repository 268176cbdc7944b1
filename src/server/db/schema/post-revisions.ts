// A published post's history. A block is stored once per post under the hash of its content, and a revision
// is the ordered list of those hashes, so a save that changes one paragraph adds one block row, not a copy.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Block } from '../../../shared/blocks/types.ts';
import { posts } from './posts.ts';
import { users } from './users.ts';

export const postRevisionBlocks = pgTable(
  'post_revision_blocks',
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    hash: text().notNull(),
    /** Its `id` is the hash: the editor's block ids are not content. */
    block: jsonb().$type<Block>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.hash] })],
);

export const postRevisions = pgTable(
  'post_revisions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** 1 is the publication; each later content change adds one. */
    number: integer().notNull(),
    title: text().notNull().default(''),
    blockHashes: text().array().notNull(),
    editorId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenById: integer().references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text().notNull().default(''),
  },
  (t) => [uniqueIndex('post_revisions_post_number_idx').on(t.postId, t.number), check('post_revisions_number_check', sql`${t.number} >= 1`)],
);

export type PostRevisionRow = typeof postRevisions.$inferSelect;
