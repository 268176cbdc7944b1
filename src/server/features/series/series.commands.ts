// Every write takes the owner's row first, so one author's writes to their series run in turn: the limits hold,
// a post cannot land in two series at once, and moving a post between two series cannot deadlock.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { SERIES_LIMITS, type PostSeriesDto, type SeriesDto } from '../../../shared/dto/series.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { posts, series, seriesPosts, users, type SeriesRow } from '../../db/schema/index.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { partsOf, presentSeries } from './series.queries.ts';

export interface SeriesInput {
  title: string;
  description?: string;
}

function clean(input: SeriesInput): { title: string; description?: string } {
  const title = input.title.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!title) throw Invalid.field('title', 'validation.required');
  return { title, ...(input.description !== undefined && { description: input.description.normalize('NFC').trim() }) };
}

async function lockOwner(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Someone else's series answers like a missing one. */
async function ownSeries(tx: Db, viewer: AuthUser, id: number): Promise<SeriesRow> {
  await lockOwner(tx, viewer.id);
  const [row] = await tx.select().from(series).where(and(eq(series.id, id), eq(series.userId, viewer.id)));
  if (!row) throw new NotFound();
  return row;
}

async function partIds(tx: Db, seriesId: number): Promise<number[]> {
  const rows = await tx.select({ id: seriesPosts.postId }).from(seriesPosts).where(eq(seriesPosts.seriesId, seriesId)).orderBy(asc(seriesPosts.position));
  return rows.map((row) => row.id);
}

/** Numbers the parts 1..n afresh and keeps the count true. */
async function writeParts(tx: Db, seriesId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(seriesPosts).where(eq(seriesPosts.seriesId, seriesId));
  if (ids.length > 0) await tx.insert(seriesPosts).values(ids.map((postId, at) => ({ seriesId, postId, position: at + 1 })));
  await tx.update(series).set({ postsCount: ids.length, updatedAt: new Date() }).where(eq(series.id, seriesId));
}

function recordChange(tx: Db, row: SeriesRow, ...parts: (readonly number[])[]): Promise<void> {
  return recordEvents(tx, { type: 'series.changed', seriesId: row.id, userId: row.userId, postIds: [...new Set(parts.flat())] });
}

async function withParts(tx: Db, id: number): Promise<PostSeriesDto> {
  const [row] = await tx.select().from(series).where(eq(series.id, id));
  return { ...presentSeries(row!), parts: await partsOf(tx, id) };
}

export function createSeries(db: Db, viewer: AuthUser, input: SeriesInput): Promise<SeriesDto> {
  const values = clean(input);
  return inTransaction(db, async (tx) => {
    await lockOwner(tx, viewer.id);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(series).where(eq(series.userId, viewer.id))) as [{ count: number }];
    if (count >= SERIES_LIMITS.perAuthor) throw Invalid.field('title', 'series.errors.tooMany', { max: SERIES_LIMITS.perAuthor });
    const [row] = await tx.insert(series).values({ userId: viewer.id, ...values }).returning();
    return presentSeries(row!);
  });
}

export function updateSeries(db: Db, viewer: AuthUser, id: number, input: SeriesInput): Promise<SeriesDto> {
  const values = clean(input);
  return inTransaction(db, async (tx) => {
    const row = await ownSeries(tx, viewer, id);
    const [updated] = await tx.update(series).set({ ...values, updatedAt: new Date() }).where(eq(series.id, id)).returning();
    await recordChange(tx, row, await partIds(tx, id));
    return presentSeries(updated!);
  });
}

export function destroySeries(db: Db, viewer: AuthUser, id: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    const row = await ownSeries(tx, viewer, id);
    const parts = await partIds(tx, id);
    await tx.delete(series).where(eq(series.id, id));
    await recordChange(tx, row, parts);
  });
}

/**
 * The post becomes the last part. Only the author's own live posts join, wherever they were published; a post
 * in another of their series leaves it. Someone else's post answers like a missing one.
 */
export function addPostToSeries(db: Db, viewer: AuthUser, id: number, postId: number): Promise<PostSeriesDto> {
  return inTransaction(db, async (tx) => {
    const row = await ownSeries(tx, viewer, id);
    const [post] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, postId), eq(posts.userId, viewer.id), isNull(posts.deletedAt)));
    if (!post) throw new NotFound();
    const parts = await partIds(tx, id);
    if (parts.includes(postId)) return withParts(tx, id);
    if (parts.length >= SERIES_LIMITS.posts) throw Invalid.field('post_id', 'series.errors.tooManyPosts', { max: SERIES_LIMITS.posts });

    const [previous] = await tx.select().from(series).innerJoin(seriesPosts, eq(seriesPosts.seriesId, series.id)).where(eq(seriesPosts.postId, postId));
    if (previous) {
      const left = await partIds(tx, previous.series.id);
      await writeParts(tx, previous.series.id, left.filter((part) => part !== postId));
      await recordChange(tx, previous.series, left);
    }
    await writeParts(tx, id, [...parts, postId]);
    await recordChange(tx, row, parts, [postId]);
    return withParts(tx, id);
  });
}

export function removePostFromSeries(db: Db, viewer: AuthUser, id: number, postId: number): Promise<PostSeriesDto> {
  return inTransaction(db, async (tx) => {
    const row = await ownSeries(tx, viewer, id);
    const parts = await partIds(tx, id);
    if (!parts.includes(postId)) throw new NotFound();
    await writeParts(tx, id, parts.filter((part) => part !== postId));
    await recordChange(tx, row, parts);
    return withParts(tx, id);
  });
}

/** `postIds` names every part the owner sees once; deleted parts, which no one sees, keep their places after them. */
export function reorderSeries(db: Db, viewer: AuthUser, id: number, postIds: readonly number[]): Promise<PostSeriesDto> {
  return inTransaction(db, async (tx) => {
    const row = await ownSeries(tx, viewer, id);
    const parts = await partIds(tx, id);
    const shown = new Set((await partsOf(tx, id)).map((part) => part.id));
    const hidden = parts.filter((part) => !shown.has(part));
    const named = new Set(postIds);
    if (postIds.length !== shown.size || !postIds.every((part) => shown.has(part)) || named.size !== postIds.length) {
      throw Invalid.field('post_ids', 'series.errors.order');
    }
    await writeParts(tx, id, [...postIds, ...hidden]);
    await recordChange(tx, row, parts);
    return withParts(tx, id);
  });
}
