// Temporary files live in DATA_DIR/tmp, outside anything served. Images are re-encoded by sharp, which defuses crafted files.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import type { MediaKind } from '../../db/schema/media.ts';
import { MEDIA_FORMATS, type VideoFormat } from '../../../shared/media-formats.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { sniff, SNIFF_BYTES, videoContainer, type Sniffed } from './media.sniff.ts';

export const MEDIA_LIMITS = {
  imageBytes: 10 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
  imageSide: 8_000,
  /** Decoded pixels; an animation counts all its frames. */
  imagePixels: 40_000_000,
  thumbWidth: 640,
} as const;

export class TooLargeError extends Error {}
/** The upload is not an accepted image or video, cannot be decoded, or is a video whose container does not hold together (422). */
export class UnsupportedMediaError extends Error {
  constructor(readonly reason: 'type' | 'dimensions' | 'corrupt' | 'container') {
    super(reason);
  }
}

export interface StoredFile {
  kind: MediaKind;
  path: string;
  thumbPath: string | null;
  width: number | null;
  height: number | null;
  duration: number | null;
  size: number;
  mime: string;
}

export interface Received {
  file: string;
  sniffed: Sniffed;
  size: number;
}

async function tempFile(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, 'tmp');
  await mkdir(dir, { recursive: true });
  return path.join(dir, `upload-${randomBytes(12).toString('hex')}`);
}

/** The kind is decided from the first bytes, so a wrong type stops the transfer early instead of after 50 MB. */
export async function receive(stream: Readable, dataDir: string, accept: ReadonlySet<MediaKind>): Promise<Received> {
  const file = await tempFile(dataDir);
  let head = Buffer.alloc(0);
  let sniffed: Sniffed | null = null;
  let size = 0;
  const decide = async () => {
    sniffed = await sniff(head);
    if (!sniffed || !accept.has(sniffed.kind)) throw new UnsupportedMediaError('type');
  };
  const limit = () => (sniffed?.kind === 'image' ? MEDIA_LIMITS.imageBytes : MEDIA_LIMITS.videoBytes);
  // Opened before streaming, so the file exists and can be removed whenever the transfer fails.
  const out = (await open(file, 'wx')).createWriteStream();
  try {
    await pipeline(
      stream,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (!sniffed && head.length < SNIFF_BYTES) {
            head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
            if (head.length >= SNIFF_BYTES) await decide();
          }
          if (size > limit()) throw new TooLargeError();
          yield chunk;
        }
        if (!sniffed) await decide();
        if (size > limit()) throw new TooLargeError();
      },
      out,
    );
  } catch (error) {
    // Not events.once: it would reject with the stream's error and skip the removal.
    if (!out.closed) await new Promise((done) => out.once('close', done));
    await rm(file, { force: true });
    throw error;
  }
  return { file, sniffed: sniffed!, size };
}

export function receiveBuffer(body: Buffer, dataDir: string, accept: ReadonlySet<MediaKind>): Promise<Received> {
  return receive(Readable.from([body]), dataDir, accept);
}

/** media/YYYY/MM/<random>, without extension. */
function newStoredName(): string {
  const now = new Date();
  return `media/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(12).toString('base64url')}`;
}

// Animated images stay animated WebP: every browser Pero supports shows it, and it is far smaller than GIF. EXIF
// orientation is applied before the metadata is dropped.
const DECODING: SharpOptions = { limitInputPixels: MEDIA_LIMITS.imagePixels, failOn: 'error' };

async function checkedImage(received: Received): Promise<{ frameHeight: number; animated: boolean }> {
  let meta: Metadata;
  try {
    meta = await sharp(received.file).metadata();
  } catch {
    throw new UnsupportedMediaError('corrupt');
  }
  if (meta.format !== received.sniffed.format) throw new UnsupportedMediaError('corrupt');
  const pages = meta.pages ?? 1;
  const width = meta.width ?? 0;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  if (width > MEDIA_LIMITS.imageSide || frameHeight > MEDIA_LIMITS.imageSide || width * frameHeight * pages > MEDIA_LIMITS.imagePixels) {
    throw new UnsupportedMediaError('dimensions');
  }
  return { frameHeight, animated: pages > 1 };
}

async function storeImage(received: Received, storage: Storage): Promise<StoredFile> {
  const { frameHeight, animated } = await checkedImage(received);
  const name = newStoredName();
  const stored = `${name}.webp`;
  const thumb = `${name}.thumb.webp`;
  let encoded: { data: Buffer; info: OutputInfo };
  let thumbnail: Buffer;
  try {
    const image = sharp(received.file, { ...DECODING, animated });
    encoded = await (animated ? image : image.rotate()).webp({ quality: 82, effort: 4 }).toBuffer({ resolveWithObject: true });
    thumbnail = await sharp(received.file, DECODING)
      .rotate()
      .resize({ width: MEDIA_LIMITS.thumbWidth, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    throw new UnsupportedMediaError('corrupt');
  }
  const { info } = encoded;
  try {
    await Promise.all([storage.put(stored, encoded.data, { contentType: 'image/webp' }), storage.put(thumb, thumbnail, { contentType: 'image/webp' })]);
  } catch (error) {
    await storage.delete([stored, thumb]);
    throw error;
  }
  return {
    kind: 'image',
    path: stored,
    thumbPath: thumb,
    width: info.width,
    height: animated ? frameHeight : info.height,
    duration: null,
    size: info.size,
    mime: 'image/webp',
  };
}

async function storeVideo(received: Received, storage: Storage): Promise<StoredFile> {
  const format = received.sniffed.format as VideoFormat;
  const info = await videoContainer(received.file, format);
  if (!info) throw new UnsupportedMediaError('container');
  const stored = `${newStoredName()}.${format}`;
  const mime = MEDIA_FORMATS.video[format];
  await storage.put(stored, createReadStream(received.file), { contentType: mime, size: received.size });
  return { kind: 'video', path: stored, thumbPath: null, ...info, size: received.size, mime };
}

/** Fitted inside `side` pixels on a transparent ground; the temporary file is gone afterwards, stored or not. */
export async function storeIcon(received: Received, storage: Storage, key: string, side: number): Promise<void> {
  try {
    const { animated } = await checkedImage(received);
    let encoded: Buffer;
    try {
      const image = sharp(received.file, { ...DECODING, animated });
      encoded = await (animated ? image : image.rotate())
        .resize({ width: side, height: side, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .webp({ quality: 90, effort: 4 })
        .toBuffer();
    } catch {
      throw new UnsupportedMediaError('corrupt');
    }
    await storage.put(key, encoded, { contentType: 'image/webp' });
  } finally {
    await rm(received.file, { force: true });
  }
}

/** The temporary file is gone afterwards, stored or not. */
export async function store(received: Received, storage: Storage): Promise<StoredFile> {
  try {
    return received.sniffed.kind === 'image' ? await storeImage(received, storage) : await storeVideo(received, storage);
  } finally {
    await rm(received.file, { force: true });
  }
}

export function storedKeys(row: { path: string; thumbPath: string | null }): string[] {
  return row.thumbPath === null ? [row.path] : [row.path, row.thumbPath];
}
