/**
 * Subsite rows → the cards the client sees. Other features read subsites through here,
 * never through a feature's own queries.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subsites } from '../db/schema/index.ts';
import type { SubsiteCard } from '../../shared/dto/subsite.ts';
import { subsiteUrl } from '../../shared/slugs.ts';

const cardColumns = {
  id: subsites.id,
  type: subsites.type,
  name: subsites.name,
  slug: subsites.slug,
  avatar: subsites.avatar,
  isOfficial: subsites.isOfficial,
};

type CardRow = Pick<typeof subsites.$inferSelect, keyof typeof cardColumns>;

export function presentSubsiteCard(row: CardRow): SubsiteCard {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url: subsiteUrl(row.slug),
    avatar: row.avatar,
    is_user: row.type === 'user',
    is_community: row.type === 'community',
    is_company: row.type === 'company',
    is_official: row.isOfficial,
  };
}

/** Cards for a set of ids in one query, as a Map for the presenters. */
export async function loadSubsiteCards(db: Db, ids: readonly number[]): Promise<Map<number, SubsiteCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(cardColumns)
    .from(subsites)
    .where(and(inArray(subsites.id, [...new Set(ids)]), isNull(subsites.deletedAt)));
  return new Map(rows.map((row) => [row.id, presentSubsiteCard(row)]));
}

/** The most followed communities: the sidebar's suggestions for readers who follow nothing. */
export async function topCommunities(db: Db, limit: number): Promise<SubsiteCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(subsites)
    .where(and(eq(subsites.type, 'community'), isNull(subsites.deletedAt)))
    .orderBy(desc(subsites.followersCount), subsites.id)
    .limit(limit);
  return rows.map(presentSubsiteCard);
}

export async function countCreatedCommunities(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subsites)
    .where(and(eq(subsites.creatorId, userId), eq(subsites.type, 'community'), isNull(subsites.deletedAt)));
  return row?.count ?? 0;
}
