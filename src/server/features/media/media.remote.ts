// Remote pictures in blocks are copied into our storage on save, so readers never load from a host an author (or a
// linked page) picked (docs/adr/0014-remote-pictures-copied-on-save.md). A later save of the same address reuses the
// copy, so autosaves fetch nothing again. Copies are bounded in count, size, time and the author's fetch budget; one
// that fails is left out and the save never fails for it. This runs before the save's transaction, which holds no row
// locks while we wait on other hosts.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { uploadKey, uploadRef } from '../../../shared/blocks/media.ts';
import type { Block, CarouselItem } from '../../../shared/blocks/types.ts';
import type { Db } from '../../db/client.ts';
import { media, type MediaRow } from '../../db/schema/index.ts';
import { safeFetch, SafeFetchError, type OutboundOptions } from '../../lib/safe-fetch.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { createMedia } from './media.commands.ts';
import { MEDIA_LIMITS, receiveBuffer, TooLargeError, UnsupportedMediaError } from './media.storage.ts';

export const REMOTE_COPY = {
  perSave: 10,
  concurrency: 3,
  deadlineMs: 8_000,
} as const;

export interface RemoteCopyContext {
  db: Db;
  storage: Storage;
  dataDir: string;
  /** Tests only: lets the copies reach the test's loopback servers (see safe-fetch.ts). */
  outbound?: OutboundOptions;
  /** Spends one fetch of the author's budget; false when it is spent (the picture is left out). */
  mayFetch?: () => Promise<boolean>;
}

const ANY_MEDIA = new Set(['image', 'video'] as const);

const isRemote = (url: string) => url !== '' && uploadKey(url) === null;

/** The remote addresses the blocks show: link card images and carousel items (their thumbs follow the item). */
function remoteUrlsOf(blocks: readonly Block[]): string[] {
  const urls = new Set<string>();
  for (const block of blocks) {
    if (block.type === 'carousel') for (const item of block.data.items) if (isRemote(item.url)) urls.add(item.url);
    if ((block.type === 'link' || block.type === 'linkAuto') && block.data.meta.image && isRemote(block.data.meta.image.url)) urls.add(block.data.meta.image.url);
  }
  return [...urls];
}

async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function copyOne(context: RemoteCopyContext, userId: number, url: string, deadline: number): Promise<MediaRow | null> {
  const timeoutMs = deadline - Date.now();
  if (timeoutMs <= 0) return null;
  try {
    const { body } = await safeFetch(url, { ...context.outbound, maxBytes: MEDIA_LIMITS.imageBytes, timeoutMs, accept: 'image/*,video/mp4,video/webm;q=0.9' });
    const received = await receiveBuffer(body, context.dataDir, ANY_MEDIA);
    return await createMedia(context.db, context.storage, userId, received, url);
  } catch (error) {
    if (error instanceof SafeFetchError || error instanceof TooLargeError || error instanceof UnsupportedMediaError) return null;
    throw error;
  }
}

/** The stored copies of these addresses: earlier ones of this user, then new ones. */
async function copiesOf(context: RemoteCopyContext, userId: number, urls: readonly string[]): Promise<Map<string, MediaRow>> {
  const copies = new Map<string, MediaRow>();
  if (urls.length === 0) return copies;
  const earlier = await context.db
    .select()
    .from(media)
    .where(and(eq(media.userId, userId), inArray(media.sourceUrl, urls)))
    .orderBy(desc(media.id));
  for (const row of earlier) if (!copies.has(row.sourceUrl!)) copies.set(row.sourceUrl!, row);

  const missing = urls.filter((url) => !copies.has(url)).slice(0, REMOTE_COPY.perSave);
  // The budget is spent one fetch at a time, before fetching: a rate-limit store's answer to
  // concurrent increments of one key is only right when each is read before the next.
  const allowed: string[] = [];
  for (const url of missing) if (!context.mayFetch || (await context.mayFetch())) allowed.push(url);
  const deadline = Date.now() + REMOTE_COPY.deadlineMs;
  await eachLimited(allowed, REMOTE_COPY.concurrency, async (url) => {
    const copy = await copyOne(context, userId, url, deadline);
    if (copy) copies.set(url, copy);
  });
  return copies;
}

export async function copyRemoteFile(context: RemoteCopyContext, userId: number, url: string): Promise<MediaRow | null> {
  return (await copiesOf(context, userId, [url])).get(url) ?? null;
}

/** A stored copy as a carousel shows it. */
export function carouselItem(copy: MediaRow, hasAudio: boolean): CarouselItem {
  const format = copy.mime.split('/')[1] ?? null;
  return {
    url: uploadRef(copy.path),
    caption: {
      width: copy.width,
      height: copy.height,
      is_image: copy.kind === 'image',
      resource_type: copy.kind,
      format,
      duration: copy.duration,
      thumb: copy.thumbPath === null ? null : uploadRef(copy.thumbPath),
      has_audio: hasAudio,
    },
  };
}

export async function copyRemoteMedia(context: RemoteCopyContext, userId: number, blocks: readonly Block[]): Promise<Block[]> {
  const urls = remoteUrlsOf(blocks);
  if (urls.length === 0) return [...blocks];
  const copies = await copiesOf(context, userId, urls);
  return blocks.map((block): Block => {
    if (block.type === 'carousel') {
      const items = block.data.items.flatMap((item) => {
        if (!isRemote(item.url)) return [item.caption.thumb !== null && isRemote(item.caption.thumb) ? { ...item, caption: { ...item.caption, thumb: null } } : item];
        const copy = copies.get(item.url);
        return copy ? [carouselItem(copy, item.caption.has_audio)] : [];
      });
      return { ...block, data: { items } };
    }
    if ((block.type === 'link' || block.type === 'linkAuto') && block.data.meta.image && isRemote(block.data.meta.image.url)) {
      const copy = copies.get(block.data.meta.image.url);
      const { image: _remote, ...meta } = block.data.meta;
      // A card shows a picture; a video found at its image address is left out.
      return { ...block, data: { ...block.data, meta: copy?.kind === 'image' ? { ...meta, image: { url: uploadRef(copy.path) } } : meta } } as Block;
    }
    return block;
  });
}
