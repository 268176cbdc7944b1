// The series box of a post's page. Kept for every reader alike with the post's page data, tagged by the post
// and by the series, so a change to the series drops the pages of all its parts.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PostSeriesDto } from '../../../shared/dto/series.ts';
import { postPath } from '../../../shared/slugs.ts';
import type { Db } from '../../db/client.ts';
import { posts, series, seriesPosts, subsites } from '../../db/schema/index.ts';
import type { ReadContext } from '../../pipeline/context.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { presentSeries } from './series.queries.ts';

interface SharedBox {
  box: PostSeriesDto;
  ownerId: number;
}

const ofPost = alias(seriesPosts, 'of_post');

/** One statement: the post's series and its live parts in order. */
async function loadBox(db: Db, postId: number): Promise<SharedBox | null> {
  const rows = await db
    .select({ series, id: posts.id, title: posts.title, slug: posts.slug, owner: subsites.slug, isPublish: posts.isPublish })
    .from(ofPost)
    .innerJoin(series, eq(series.id, ofPost.seriesId))
    .innerJoin(seriesPosts, eq(seriesPosts.seriesId, series.id))
    .innerJoin(posts, eq(posts.id, seriesPosts.postId))
    .innerJoin(subsites, eq(subsites.id, posts.subsiteId))
    .where(and(eq(ofPost.postId, postId), isNull(posts.deletedAt), isNull(subsites.deletedAt)))
    .orderBy(asc(seriesPosts.position));
  const first = rows[0];
  if (!first) return null;
  const parts = rows.map((row) => ({ id: row.id, title: row.title, url: postPath(row.owner, row.id, row.slug), is_publish: row.isPublish }));
  return { box: { ...presentSeries(first.series), parts }, ownerId: first.series.userId };
}

/** A reader sees the published parts only, numbered among themselves; the owner sees their drafts too, marked. */
export async function postSeries({ db, cache, viewer }: ReadContext, postId: number): Promise<PostSeriesDto | null> {
  const kept = await cache.shared(`series-of ${postId}`, async () => {
    const value = await loadBox(db, postId);
    return { value, tags: [pageTags.post(postId), ...(value ? [pageTags.series(value.box.id)] : [])] };
  });
  if (!kept) return null;
  const { box, ownerId } = kept;
  return viewer?.id === ownerId ? box : { ...box, parts: box.parts.filter((part) => part.is_publish) };
}
