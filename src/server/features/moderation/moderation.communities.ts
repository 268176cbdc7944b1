import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subsites } from '../../db/schema/index.ts';
import { cardColumns, presentSubsiteCard } from '../../hydration/subsites.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';

export async function findCommunityBySlug(db: Db, slug: string): Promise<SubsiteCard | null> {
  const [row] = await db
    .select(cardColumns)
    .from(subsites)
    .where(and(eq(subsites.slug, slug.toLowerCase()), inArray(subsites.type, ['community', 'company']), isNull(subsites.deletedAt)))
    .limit(1);
  return row ? presentSubsiteCard(row) : null;
}
