// Blogs' addresses from before a nickname change: a page that finds no blog asks here and answers 301.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oldSlugs, subsites } from '../db/schema/index.ts';

export async function movedSlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: subsites.slug })
    .from(oldSlugs)
    .innerJoin(subsites, eq(subsites.id, oldSlugs.subsiteId))
    .where(and(eq(oldSlugs.slug, slug), isNull(subsites.deletedAt)));
  return row?.slug ?? null;
}

export function movedUrl(url: string, slug: string): string {
  return url.replace(/^\/[^/?#]+/, `/${slug}`);
}
