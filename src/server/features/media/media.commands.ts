/** Writes of the media feature: record a stored file for its owner, delete it again. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';
import { removeStored, store, type Received } from './media.storage.ts';

export type MediaRow = typeof media.$inferSelect;

/** Stores the received file and records it; the files are removed again if the insert fails. */
export async function createMedia(db: Db, dataDir: string, userId: number, received: Received): Promise<MediaRow> {
  const stored = await store(received, dataDir);
  try {
    const [row] = await db.insert(media).values({ userId, ...stored }).returning();
    return row!;
  } catch (error) {
    await removeStored(dataDir, [stored.path, stored.thumbPath]);
    throw error;
  }
}

/** Deletes the owner's media row and files; false when there is no such media of this user. */
export async function deleteMedia(db: Db, dataDir: string, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .delete(media)
    .where(and(eq(media.id, id), eq(media.userId, userId)))
    .returning({ path: media.path, thumbPath: media.thumbPath });
  if (!row) return false;
  await removeStored(dataDir, [row.path, row.thumbPath]);
  return true;
}
