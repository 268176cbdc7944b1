// Only the id identifies a post in its address, so an old slug still finds it and redirects.
import { sql } from 'drizzle-orm';
import { boolean, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Block } from '../../../shared/blocks/types.ts';
import { subsites } from './subsites.ts';
import { users } from './users.ts';

/** A post's generated share card in storage, and a fingerprint of what it was drawn from (features/share-cards). */
export interface ShareCardRef {
  key: string;
  inputs: string;
}

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Monday 3 January 2000, where publication weeks are counted from (features/discovery's week numbers agree). */
export const SEARCH_WEEKS_FROM = '2000-01-03T00:00:00Z';

/**
 * The search vector with the post's publication week added as a lexeme (`~1350`), which no typed word can produce:
 * typed words reach a tsquery as letters and digits only. A search for a word in a few per cent of the posts asks
 * for it `&` the newest weeks, and the GIN index hands over only the matches of those weeks
 * (docs/adr/0044-search-and-discovery.md). Queries must write it exactly so for the planner to match the index.
 */
export const searchableVector = (vector: AnyPgColumn, publishedAt: AnyPgColumn) =>
  sql`(${vector} || array_to_tsvector(array_remove(array['~' || (floor(extract(epoch from (${publishedAt} - ${sql.raw(`timestamptz '${SEARCH_WEEKS_FROM}'`)})) / 604800))::int::text], null)))`;

export const posts = pgTable(
  'posts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subsiteId: integer()
      .notNull()
      .references(() => subsites.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    title: text().notNull().default(''),
    blocks: jsonb().$type<Block[]>().notNull().default(sql`'[]'::jsonb`),
    excerpt: text().notNull().default(''),
    isPublish: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    isOfficial: boolean().notNull().default(false),
    pinnedAt: timestamp({ withTimezone: true }),
    replyId: integer().references((): AnyPgColumn => posts.id, { onDelete: 'set null' }),
    repliesCount: integer().notNull().default(0),
    commentsCount: integer().notNull().default(0),
    bookmarksCount: integer().notNull().default(0),
    reactionSum: integer().notNull().default(0),
    disreactionSum: integer().notNull().default(0),
    /** By reaction id (as text, JSON keys are strings); no zero entries. */
    reactionCounts: jsonb().$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    reactionCount: integer().notNull().default(0),
    uniqueViewsCount: integer().notNull().default(0),
    uniqueShowingsCount: integer().notNull().default(0),
    views: integer().notNull().default(0),
    showings: integer().notNull().default(0),
    // Rankings are generated from the counters, so whatever moves a counter moves the rankings without
    // knowing them (docs/adr/0037-feeds-and-rankings.md).
    rating: integer()
      .notNull()
      .generatedAlwaysAs(sql`reaction_sum - disreaction_sum`),
    // log(engagement) + publication time in days: a post must earn ten times the engagement to outrank one
    // published a day later, and no term moves with the clock, so a stored score never goes stale.
    hotScore: doublePrecision().generatedAlwaysAs(
      sql`sign((reaction_sum - disreaction_sum) + comments_count + unique_views_count / 50.0)::float8
        * log(greatest(abs((reaction_sum - disreaction_sum) + comments_count + unique_views_count / 50.0), 1))::float8
        + extract(epoch from (published_at - timestamptz '2026-01-01 00:00:00+00'))::float8 / 86400`,
    ),
    // jsonb_to_tsvector reads each string on its own and the parser drops the sanitized HTML's tags. The
    // list path is strict (a lax `.**` visits every item twice) and silent, so no block shape fails a write.
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('russian'::regconfig, title), 'A')
        || setweight(jsonb_to_tsvector('russian'::regconfig,
          jsonb_path_query_array(blocks, 'lax $[*].data.text') || jsonb_path_query_array(blocks, 'lax $[*].data.caption')
            || jsonb_path_query_array(blocks, 'strict $[*] ? (@.type == "list").data.items.** ? (@.type() == "object").content', '{}', true),
          '["string"]'), 'B')`,
      ),
    /** Only while the post is published and has no picture of its own. */
    shareCard: jsonb().$type<ShareCardRef>(),
    /** A draft's publication time chosen by its author (features/scheduling); publishing clears it. */
    scheduledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last change of its title or blocks after publication (post_revisions); null while it has none. */
    editedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Its expression has statistics of its own (posts_searchable_stats, migration 0045), as a GIN index's are its keys'.
    index('posts_search_idx')
      .using('gin', searchableVector(t.searchVector, t.publishedAt))
      .where(sql`${t.isPublish} and ${t.deletedAt} is null`),
    // Lists order by `desc(col)`, which PostgreSQL reads as DESC NULLS FIRST; the indexes must say the
    // same or they cannot serve the order.
    index('posts_published_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublish} and ${t.deletedAt} is null`),
    index('posts_subsite_published_idx')
      .on(t.subsiteId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublish} and ${t.deletedAt} is null`),
    index('posts_user_published_idx')
      .on(t.userId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublish} and ${t.deletedAt} is null`),
    index('posts_user_drafts_idx')
      .on(t.userId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.isPublish} and ${t.deletedAt} is null`),
    index('posts_hot_idx')
      .on(t.hotScore.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublish} and ${t.deletedAt} is null`),
    index('posts_rating_idx')
      .on(t.rating.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublish} and ${t.deletedAt} is null`),
    index('posts_rated5_published_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublish} and ${t.deletedAt} is null and ${t.rating} >= 5`),
    index('posts_rated10_published_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublish} and ${t.deletedAt} is null and ${t.rating} >= 10`),
    index('posts_official_published_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublish} and ${t.deletedAt} is null and ${t.isOfficial}`),
    // The sweep's overdue drafts and an author's scheduled ones.
    index('posts_scheduled_idx')
      .on(t.scheduledAt, t.id)
      .where(sql`${t.scheduledAt} is not null and not ${t.isPublish} and ${t.deletedAt} is null`),
    index('posts_reply_idx')
      .on(t.replyId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.replyId} is not null`),
  ],
);

/** One secret address per draft at most; it shows the draft to anyone who has it (features/previews). */
export const postPreviews = pgTable('post_previews', {
  postId: integer()
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  /** 32 random bytes, base64url: the link itself, which its author can copy again. */
  token: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const postTags = pgTable(
  'post_tags',
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** Lowercased, without '#'. */
    tag: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tag] }),
    // text_pattern_ops serves both `tag = $1` (/tag/{tag}) and `tag like 'pre%'` (tag
    // suggestions) whatever the database collation.
    index('post_tags_tag_post_idx').on(t.tag.op('text_pattern_ops'), t.postId),
  ],
);

/** Tag suggestions read this small table instead of grouping post_tags on every keystroke. */
export const tagCounts = pgTable(
  'tag_counts',
  {
    tag: text().primaryKey(),
    postsCount: integer().notNull(),
  },
  (t) => [index('tag_counts_prefix_idx').on(t.tag.op('text_pattern_ops'))],
);

export type PostRow = typeof posts.$inferSelect;
