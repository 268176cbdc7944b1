// What the series' page and its feeds read alike: the series with its author's card, and its published parts
// as a post list every reader shares, both tagged by the series.
import type { SeriesDto } from '../../../shared/dto/series.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { loadSubsiteCards } from '../../hydration/subsites.ts';
import type { ReadContext } from '../../pipeline/context.ts';
import type { IdKey } from '../../pipeline/cursor.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import type { PostList } from '../posts/index.ts';
import { findSeries, presentSeries, publishedParts, publishedTotal } from './series.queries.ts';

/** Undefined for a missing series, or one whose author's page is gone. */
export async function sharedSeries({ db, cache }: ReadContext, id: number): Promise<(SeriesDto & { user: SubsiteCard; userId: number }) | undefined> {
  const kept = await cache.shared(`series ${id}`, async () => {
    const row = await findSeries(db, id);
    const user = row && (await loadSubsiteCards(db, [row.userId])).get(row.userId);
    const value = row && user ? { ...presentSeries(row), user, userId: row.userId } : null;
    return { value, tags: [pageTags.series(id), ...(row ? [pageTags.subsite(row.userId)] : [])] };
  });
  return kept ?? undefined;
}

export function seriesPostList(context: ReadContext, id: number): PostList<IdKey> {
  return {
    read: (page) => publishedParts(context.db, id, page),
    count: () => publishedTotal(context.db, id),
    sharedAs: { key: `series ${id}`, tags: [pageTags.series(id)] },
  };
}
