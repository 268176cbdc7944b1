// An account shares its id with its blog: docs/adr/0003-accounts-and-blogs-share-ids-and-addresses.md.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CommunityRole, SubsiteType } from '../../../shared/dto/subsite.ts';

export { SUBSITE_TYPES, type SubsiteType } from '../../../shared/dto/subsite.ts';

export interface ImageRef {
  url: string;
  width: number;
  height: number;
}

export interface CoverRef extends ImageRef {
  coverY: number;
}

export const subsites = pgTable(
  'subsites',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text().$type<SubsiteType>().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(''),
    rules: text().notNull().default(''),
    avatar: jsonb().$type<ImageRef>(),
    cover: jsonb().$type<CoverRef>(),
    rating: integer().notNull().default(0),
    ratingPlace: integer(),
    oldRatingPlace: integer(),
    followersCount: integer().notNull().default(0),
    followingsCount: integer().notNull().default(0),
    postsCount: integer().notNull().default(0),
    isOfficial: boolean().notNull().default(false),
    personalIconId: text(),
    personalIconEnabled: boolean().notNull().default(true),
    /** Communities: which roles may publish into it ("user" means any signed-in member). */
    whoCanPost: jsonb().$type<CommunityRole[]>().notNull().default(sql`'["user"]'::jsonb`),
    creatorId: integer(),
    slugChangedAt: timestamp({ withTimezone: true }),
    nameChangedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subsites_slug_unique').on(t.slug),
    // Free-slug lookups ask for `slug like 'base\_%'`; the unique index follows the database collation
    // and cannot serve a prefix unless that collation is C.
    index('subsites_slug_prefix_idx').on(t.slug.op('text_pattern_ops')),
    index('subsites_creator_idx').on(t.creatorId),
    index('subsites_type_rating_idx').on(t.type, t.rating.desc()),
    // Without a pending list: the rating places rewrite most rows at once, and a GIN index's pending list counts in
    // the planner's estimate, which then read and scored every name (migration 0048).
    index('subsites_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`).with({ fastupdate: false }),
    check('subsites_type_check', sql`${t.type} in ('user', 'community', 'company')`),
  ],
);
