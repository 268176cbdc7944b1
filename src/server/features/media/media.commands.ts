import { and, eq, exists, gte, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { mediaUrlsOf, uploadKey, type Block } from '../../../shared/blocks/index.ts';
import type { Db } from '../../db/client.ts';
import { comments, media, postMedia, posts, type MediaRow } from '../../db/schema/index.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { store, storedKeys, type Received } from './media.storage.ts';

/** The files are removed again if the insert fails; `sourceUrl` is the remote address a copy was made from. */
export async function createMedia(db: Db, storage: Storage, userId: number, received: Received, sourceUrl: string | null = null): Promise<MediaRow> {
  const stored = await store(received, storage);
  try {
    const [row] = await db.insert(media).values({ userId, ...stored, sourceUrl }).returning();
    return row!;
  } catch (error) {
    await storage.delete(storedKeys(stored));
    throw error;
  }
}

/** Shown in a published, live post or in a comment: such media may not be deleted by its owner. */
const shownPublicly = sql`(exists (
  select 1 from ${postMedia} join ${posts} on ${posts.id} = ${postMedia.postId}
  where ${postMedia.mediaId} = ${media.id} and ${posts.isPublish} and ${posts.deletedAt} is null)
  or exists (select 1 from ${comments} where ${comments.mediaId} = ${media.id}))`;

export type DeleteMediaResult = 'deleted' | 'missing' | 'in-use';

export async function deleteMedia(db: Db, storage: Storage, userId: number, id: number): Promise<DeleteMediaResult> {
  const [row] = await db
    .delete(media)
    .where(and(eq(media.id, id), eq(media.userId, userId), sql`not ${shownPublicly}`))
    .returning({ path: media.path, thumbPath: media.thumbPath });
  if (row) {
    await storage.delete(storedKeys(row));
    return 'deleted';
  }
  const [mine] = await db.select({ id: media.id }).from(media).where(and(eq(media.id, id), eq(media.userId, userId)));
  return mine ? 'in-use' : 'missing';
}

/** Inside the save's transaction; media a save stops showing is marked released, which starts its clean-up clock. */
export async function linkPostMedia(tx: Db, postId: number, blocks: readonly Block[]): Promise<void> {
  const keys = [...new Set(mediaUrlsOf(blocks).flatMap((url) => uploadKey(url) ?? []))];
  const shown =
    keys.length === 0
      ? []
      : (await tx.select({ id: media.id }).from(media).where(or(inArray(media.path, keys), inArray(media.thumbPath, keys)))).map((row) => row.id);
  const dropped = await tx
    .delete(postMedia)
    .where(and(eq(postMedia.postId, postId), shown.length === 0 ? undefined : notInArray(postMedia.mediaId, shown)))
    .returning({ mediaId: postMedia.mediaId });
  if (dropped.length > 0) {
    await tx.update(media).set({ releasedAt: new Date() }).where(inArray(media.id, dropped.map((row) => row.mediaId)));
  }
  if (shown.length > 0) {
    await tx
      .insert(postMedia)
      .values(shown.map((mediaId) => ({ postId, mediaId })))
      .onConflictDoNothing();
  }
}

export interface CleanupOptions {
  /** Media unused for longer than this goes (milliseconds). */
  olderThan: number;
  /** Rows handled per call; the job runs again for the rest. */
  limit?: number;
}

/**
 * Deletes media no live post or draft has shown for `olderThan` and no comment shows; a deleted comment lets go of its
 * media at once. Rows go first, then files: a file left by a crash is harmless, a row without its file is not.
 */
export async function removeUnusedMedia(db: Db, storage: Storage, { olderThan, limit = 500 }: CleanupOptions): Promise<number> {
  const cutoff = new Date(Date.now() - olderThan);
  const stillUsed = db
    .select({ one: sql`1` })
    .from(postMedia)
    .innerJoin(posts, eq(posts.id, postMedia.postId))
    .where(and(eq(postMedia.mediaId, media.id), or(isNull(posts.deletedAt), gte(posts.deletedAt, cutoff))));
  const candidates = db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        lt(media.createdAt, cutoff),
        or(isNull(media.releasedAt), lt(media.releasedAt, cutoff)),
        sql`not ${exists(stillUsed)}`,
        sql`not exists (select 1 from ${comments} where ${comments.mediaId} = ${media.id})`,
      ),
    )
    .limit(limit);
  const removed = await db.delete(media).where(inArray(media.id, candidates)).returning({ path: media.path, thumbPath: media.thumbPath });
  await storage.delete(removed.flatMap(storedKeys));
  return removed.length;
}
