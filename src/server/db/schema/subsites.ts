/**
 * Every public identity is a subsite: a user's blog, a community (topic) or a company.
 * An account (users) shares its id with its blog subsite, so "user 7" and "blog 7" are the
 * same id everywhere: in URLs, in real-time channels and in post authorship.
 */
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
  /** Vertical focus of the cover, 0–100 percent. */
  coverY: number;
}

export const subsites = pgTable(
  'subsites',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text().$type<SubsiteType>().notNull(),
    name: text().notNull(),
    /** Lowercase a-z, 0-9 and underscore; the public address is `/{slug}`. */
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
    /** A member's badge beside their name: an id of the personal icons' catalogue (features/personal-icons). */
    personalIconId: text(),
    personalIconEnabled: boolean().notNull().default(true),
    /** Communities: which roles may publish into it ("user" means any signed-in member). */
    whoCanPost: jsonb().$type<CommunityRole[]>().notNull().default(sql`'["user"]'::jsonb`),
    /** Communities and companies: the account that created it. */
    creatorId: integer(),
    slugChangedAt: timestamp({ withTimezone: true }),
    /** A member's last name change: name and nickname change at most once a month each (features/settings). */
    nameChangedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subsites_slug_unique').on(t.slug),
    // Free-slug lookups ask for `slug like 'base\_%'`; the unique index above follows the
    // database collation and cannot serve a prefix unless that collation is C.
    index('subsites_slug_prefix_idx').on(t.slug.op('text_pattern_ops')),
    index('subsites_creator_idx').on(t.creatorId),
    index('subsites_type_rating_idx').on(t.type, t.rating.desc()),
    // Discovery finds blogs and topics by name with trigram similarity (`<%`, ilike).
    index('subsites_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('subsites_type_check', sql`${t.type} in ('user', 'community', 'company')`),
  ],
);
