/**
 * The addresses blogs had before their nickname changed (features/settings). A page that
 * finds no blog at an address asks here, and answers 301 to where the blog lives now.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oldSlugs, subsites } from '../db/schema/index.ts';

/** The current nickname of the live blog that used to be `slug`; null when none was. */
export async function movedSlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: subsites.slug })
    .from(oldSlugs)
    .innerJoin(subsites, eq(subsites.id, oldSlugs.subsiteId))
    .where(and(eq(oldSlugs.slug, slug), isNull(subsites.deletedAt)));
  return row?.slug ?? null;
}

/** `url` with its first path segment (the old nickname) replaced by `slug`, the rest and the query kept. */
export function movedUrl(url: string, slug: string): string {
  return url.replace(/^\/[^/?#]+/, `/${slug}`);
}
