// Other features read subsites through here, never through queries of their own.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subsites } from '../db/schema/index.ts';
import { anyOfIds, perDatabase } from '../db/prepared.ts';
import type { SubsiteCard } from '../../shared/dto/subsite.ts';
import { personalIcon, type PersonalIcon } from '../../shared/dto/personal-icon.ts';
import { subsiteUrl } from '../../shared/slugs.ts';

/** Also read, as JSON, by the member's shell statement. */
export const cardColumns = {
  id: subsites.id,
  type: subsites.type,
  name: subsites.name,
  slug: subsites.slug,
  avatar: subsites.avatar,
  isOfficial: subsites.isOfficial,
  ratingPlace: subsites.ratingPlace,
  personalIconId: subsites.personalIconId,
  personalIconEnabled: subsites.personalIconEnabled,
};

export type CardRow = Pick<typeof subsites.$inferSelect, keyof typeof cardColumns>;

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
    current_rating_place: row.ratingPlace,
    personal_icon: shownPersonalIcon(row),
  };
}

/** Icons are never deleted from the catalogue, and a disabled one stays with those who chose it. */
export function shownPersonalIcon(row: Pick<CardRow, 'type' | 'personalIconId' | 'personalIconEnabled'>): PersonalIcon | null {
  return row.type === 'user' && row.personalIconEnabled && row.personalIconId !== null ? personalIcon(row.personalIconId) : null;
}

const cardsByIds = perDatabase((db) =>
  db
    .select(cardColumns)
    .from(subsites)
    .where(and(anyOfIds(subsites.id), isNull(subsites.deletedAt)))
    .prepare('hydrate_subsite_cards'),
);

export async function loadSubsiteCards(db: Db, ids: readonly number[]): Promise<Map<number, SubsiteCard>> {
  if (ids.length === 0) return new Map();
  const rows = await cardsByIds(db).execute({ ids: [...new Set(ids)] });
  return new Map(rows.map((row) => [row.id, presentSubsiteCard(row)]));
}

export async function topCommunities(db: Db, limit: number): Promise<SubsiteCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(subsites)
    .where(and(eq(subsites.type, 'community'), isNull(subsites.deletedAt)))
    .orderBy(desc(subsites.followersCount), subsites.id)
    .limit(limit);
  return rows.map(presentSubsiteCard);
}

export interface SubsiteListFacts {
  description: string;
  followersCount: number;
  oldRatingPlace: number | null;
}

const listFactsByIds = perDatabase((db) =>
  db
    .select({ id: subsites.id, description: subsites.description, followersCount: subsites.followersCount, oldRatingPlace: subsites.oldRatingPlace })
    .from(subsites)
    .where(anyOfIds(subsites.id))
    .prepare('hydrate_subsite_list_facts'),
);

export async function loadSubsiteListFacts(db: Db, ids: readonly number[]): Promise<Map<number, SubsiteListFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await listFactsByIds(db).execute({ ids: [...new Set(ids)] });
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}
