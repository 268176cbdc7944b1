// A part's address is its post's: the post's owner (blog or community) and slug.
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { seriesUrl, type SeriesDto, type SeriesPartDto } from '../../../shared/dto/series.ts';
import { postPath } from '../../../shared/slugs.ts';
import type { Db } from '../../db/client.ts';
import { posts, series, seriesPosts, subsites, type SeriesRow } from '../../db/schema/index.ts';
import type { IdKey } from '../../pipeline/cursor.ts';
import { skeletonOf, type KeyedSkeleton, type PageRequest } from '../../pipeline/skeleton.ts';

export const SERIES_PER_PAGE = 20;

export function presentSeries(row: Pick<SeriesRow, 'id' | 'title' | 'description' | 'postsCount'>): SeriesDto {
  return { id: row.id, title: row.title, description: row.description, url: seriesUrl(row.id), posts_count: row.postsCount };
}

export async function findSeries(db: Db, id: number): Promise<SeriesRow | undefined> {
  const [row] = await db.select().from(series).where(eq(series.id, id)).limit(1);
  return row;
}

export async function seriesOf(db: Db, userId: number): Promise<SeriesDto[]> {
  const rows = await db.select().from(series).where(eq(series.userId, userId)).orderBy(desc(series.createdAt), desc(series.id));
  return rows.map(presentSeries);
}

/** The author's series on their profile, newest first: to readers only those with a published part, to the author all. */
export async function seriesOnProfile(db: Db, userId: number, own: boolean): Promise<SeriesDto[]> {
  const published = sql`exists (select 1 from ${seriesPosts} join ${posts} on ${posts.id} = ${seriesPosts.postId}
    where ${seriesPosts.seriesId} = ${series.id} and ${posts.isPublish} and ${posts.deletedAt} is null)`;
  const rows = await db
    .select()
    .from(series)
    .where(own ? eq(series.userId, userId) : and(eq(series.userId, userId), published))
    .orderBy(desc(series.createdAt), desc(series.id));
  return rows.map(presentSeries);
}

/** Every live part in order, drafts included (marked): what the owner manages, and what the rules pick from for a reader. */
export async function partsOf(db: Db, seriesId: number): Promise<SeriesPartDto[]> {
  const rows = await db
    .select({ id: posts.id, title: posts.title, slug: posts.slug, owner: subsites.slug, isPublish: posts.isPublish })
    .from(seriesPosts)
    .innerJoin(posts, eq(posts.id, seriesPosts.postId))
    .innerJoin(subsites, eq(subsites.id, posts.subsiteId))
    .where(and(eq(seriesPosts.seriesId, seriesId), isNull(posts.deletedAt), isNull(subsites.deletedAt)))
    .orderBy(asc(seriesPosts.position));
  return rows.map((row) => ({ id: row.id, title: row.title, url: postPath(row.owner, row.id, row.slug), is_publish: row.isPublish }));
}

/** The series a post is a part of, if any. */
export async function seriesOfPost(db: Db, postId: number): Promise<SeriesRow | undefined> {
  const [row] = await db
    .select({ series })
    .from(seriesPosts)
    .innerJoin(series, eq(series.id, seriesPosts.seriesId))
    .where(eq(seriesPosts.postId, postId))
    .limit(1);
  return row?.series;
}

const publishedPart = (seriesId: number) => and(eq(seriesPosts.seriesId, seriesId), eq(posts.isPublish, true), isNull(posts.deletedAt))!;

/** The published parts in order, keyed by position. */
export async function publishedParts(db: Db, seriesId: number, page: PageRequest<IdKey>): Promise<KeyedSkeleton<IdKey>> {
  const rows = await db
    .select({ id: posts.id, position: seriesPosts.position })
    .from(seriesPosts)
    .innerJoin(posts, eq(posts.id, seriesPosts.postId))
    .where(page.after ? and(publishedPart(seriesId), gt(seriesPosts.position, page.after[0])) : publishedPart(seriesId))
    .orderBy(asc(seriesPosts.position))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): IdKey => [row.position]);
}

export async function publishedTotal(db: Db, seriesId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(seriesPosts)
    .innerJoin(posts, eq(posts.id, seriesPosts.postId))
    .where(publishedPart(seriesId));
  return row?.count ?? 0;
}
