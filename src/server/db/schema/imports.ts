// Imports of sites moving in (features/imports): one row per run with its progress, and the posts each source made.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ImportAuthorMode, ImportCounts, ImportKind, ImportStatus, ImportWarning } from '../../../shared/dto/import.ts';
import { posts } from './posts.ts';
import { subsites } from './subsites.ts';
import { users } from './users.ts';

export const imports = pgTable(
  'imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().$type<ImportKind>().notNull(),
    /** What the admin gave: the file's name or the feed's address. */
    sourceName: text().notNull(),
    /** The uploaded file in storage; null for a feed read from its address. */
    fileKey: text(),
    feedUrl: text(),
    /** Identifies the source across runs (the WordPress site's address, the feed's): known once it is read. */
    sourceKey: text(),
    dryRun: boolean().notNull(),
    authors: text().$type<ImportAuthorMode>().notNull(),
    communityId: integer().references(() => subsites.id, { onDelete: 'set null' }),
    status: text().$type<ImportStatus>().notNull().default('queued'),
    done: integer().notNull().default(0),
    total: integer().notNull().default(0),
    current: text().notNull().default(''),
    counts: jsonb().$type<ImportCounts>().notNull(),
    warnings: jsonb().$type<ImportWarning[]>().notNull().default(sql`'[]'::jsonb`),
    warningsCount: integer().notNull().default(0),
    error: text(),
    createdBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('imports_created_idx').on(t.createdAt),
    // Two real runs of one source at once would race for the same items: the second is refused.
    uniqueIndex('imports_running_source_unique').on(t.sourceKey).where(sql`status = 'running' and not dry_run`),
  ],
);

/** What makes re-runs idempotent: an item of a source becomes one post, whatever runs again. */
export const importedItems = pgTable(
  'imported_items',
  {
    sourceKey: text().notNull(),
    externalId: text().notNull(),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    importId: integer().references(() => imports.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('imported_items_source_item_unique').on(t.sourceKey, t.externalId), index('imported_items_post_idx').on(t.postId)],
);
