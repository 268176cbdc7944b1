// post_media links each post (draft or published) to the media its blocks show: deleting used media is
// refused, and unused media is cleaned up.
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const media = pgTable(
  'media',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<MediaKind>().notNull(),
    path: text().notNull(),
    thumbPath: text(),
    width: integer(),
    height: integer(),
    duration: doublePrecision(),
    size: integer().notNull(),
    mime: text().notNull(),
    /** The remote address a post's block showed, for a copy made when saving the post; null for uploads. */
    sourceUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a post last stopped showing it; the clean-up counts unused time from here. */
    releasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('media_user_idx').on(t.userId), index('media_user_source_idx').on(t.userId, t.sourceUrl), check('media_kind_check', sql`${t.kind} in ('image', 'video')`)],
);

export const postMedia = pgTable(
  'post_media',
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    mediaId: integer()
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.mediaId] }), index('post_media_media_idx').on(t.mediaId)],
);

export type MediaRow = typeof media.$inferSelect;
