// A picture is its own file, not a media row: media rows no post shows are cleaned up, an avatar must not be. The
// replaced file is deleted after the row has moved on, so a failed write never leaves the page pointing at nothing.
import { eq } from 'drizzle-orm';
import { uploadKey, uploadRef } from '../../../shared/blocks/media.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { subsites, type CoverRef, type ImageRef } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { MEDIA_LIMITS, store, storedKeys, type Received } from '../media/index.ts';

/** A cover starts centred until its owner moves it. */
const CENTRED = 50;

type Picture = 'avatar' | 'cover';

async function setPicture<P extends ImageRef>(db: Db, storage: Storage, subsiteId: number, userId: number, picture: Picture, next: (old: P | null) => P | null): Promise<P | null> {
  const { before, after } = await inTransaction(db, async (tx) => {
    const [row] = await tx.select({ avatar: subsites.avatar, cover: subsites.cover }).from(subsites).where(eq(subsites.id, subsiteId)).for('update');
    const before = (row?.[picture] ?? null) as P | null;
    const after = next(before);
    await tx.update(subsites).set({ [picture]: after }).where(eq(subsites.id, subsiteId));
    await recordEvents(tx, { type: 'subsite.pictures-changed', subsiteId, userId });
    return { before, after };
  });
  const key = before && uploadKey(before.url);
  if (key && after?.url !== before.url) await storage.delete([key]);
  return after;
}

/** An avatar is kept at thumbnail size when a thumbnail was made. */
async function storedPicture(storage: Storage, received: Received, picture: Picture): Promise<ImageRef> {
  const stored = await store(received, storage);
  const useThumb = picture === 'avatar' && stored.thumbPath !== null;
  const unused = storedKeys(stored).filter((key) => key !== (useThumb ? stored.thumbPath : stored.path));
  if (unused.length > 0) await storage.delete(unused);
  const { width, height } = stored;
  // The thumbnail is at most thumbWidth wide, never enlarged, and keeps the proportions.
  const side = Math.min(width!, MEDIA_LIMITS.thumbWidth);
  if (useThumb) return { url: uploadRef(stored.thumbPath!), width: side, height: Math.round((height! * side) / width!) };
  return { url: uploadRef(stored.path), width: width!, height: height! };
}

export async function replaceAvatar(db: Db, storage: Storage, subsiteId: number, userId: number, received: Received): Promise<ImageRef> {
  const avatar = await storedPicture(storage, received, 'avatar');
  await setPicture(db, storage, subsiteId, userId, 'avatar', () => avatar);
  return avatar;
}

export async function replaceCover(db: Db, storage: Storage, subsiteId: number, userId: number, received: Received): Promise<CoverRef> {
  const cover: CoverRef = { ...(await storedPicture(storage, received, 'cover')), coverY: CENTRED };
  await setPicture(db, storage, subsiteId, userId, 'cover', () => cover);
  return cover;
}

export function moveCover(db: Db, storage: Storage, subsiteId: number, userId: number, coverY: number): Promise<CoverRef | null> {
  return setPicture<CoverRef>(db, storage, subsiteId, userId, 'cover', (old) => old && { ...old, coverY });
}

export async function removeCover(db: Db, storage: Storage, subsiteId: number, userId: number): Promise<void> {
  await setPicture<CoverRef>(db, storage, subsiteId, userId, 'cover', () => null);
}
