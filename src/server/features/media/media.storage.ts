/**
 * Files of uploaded media: receive an upload into a temporary file while checking its
 * kind and size, then store it under DATA_DIR/uploads/media/YYYY/MM/. Images are decoded
 * and re-encoded by sharp (metadata stripped, crafted files defused); videos are moved as
 * they are. Temporary files live in DATA_DIR/tmp, outside the public uploads directory.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import type { MediaKind } from '../../db/schema/media.ts';
import { MEDIA_FORMATS, type VideoFormat } from '../../../shared/media-formats.ts';
import { mp4Info, sniff, SNIFF_BYTES, type Sniffed } from './media.sniff.ts';

export const MEDIA_LIMITS = {
  imageBytes: 10 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
  imageSide: 8_000,
  /** Decoded pixels; an animation counts all its frames. */
  imagePixels: 40_000_000,
  thumbWidth: 640,
} as const;

/** The upload is larger than its kind allows (413). */
export class TooLargeError extends Error {}
/** The upload is not an accepted image or video, or cannot be decoded (422). */
export class UnsupportedMediaError extends Error {
  constructor(readonly reason: 'type' | 'dimensions' | 'corrupt') {
    super(reason);
  }
}

export interface StoredFile {
  kind: MediaKind;
  /** Relative to the uploads directory. */
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

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

async function tempFile(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, 'tmp');
  await mkdir(dir, { recursive: true });
  return path.join(dir, `upload-${randomBytes(12).toString('hex')}`);
}

/**
 * Streams an upload to a temporary file. The kind is decided from the first bytes, so a
 * wrong type or an oversized image stops the transfer early instead of after 50 MB.
 */
export async function receive(stream: Readable, dataDir: string, accept: ReadonlySet<MediaKind>): Promise<Received> {
  const file = await tempFile(dataDir);
  let head = Buffer.alloc(0);
  let sniffed: Sniffed | null = null;
  let size = 0;
  const decide = () => {
    sniffed = sniff(head);
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
            if (head.length >= SNIFF_BYTES) decide();
          }
          if (size > limit()) throw new TooLargeError();
          yield chunk;
        }
        if (!sniffed) decide();
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

/** Writes a fetched body to a temporary file, as if it had been uploaded. */
export function receiveBuffer(body: Buffer, dataDir: string, accept: ReadonlySet<MediaKind>): Promise<Received> {
  return receive(Readable.from([body]), dataDir, accept);
}

/** media/YYYY/MM/<random>, without extension; the directory is created. */
async function newStoredName(dataDir: string): Promise<string> {
  const now = new Date();
  const dir = path.posix.join('media', String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'));
  await mkdir(path.join(uploadsDir(dataDir), dir), { recursive: true });
  return path.posix.join(dir, randomBytes(12).toString('base64url'));
}

/**
 * Re-encodes to WebP, animated images staying animated (all browsers Pero supports show
 * animated WebP, and it is far smaller than GIF). EXIF orientation is applied before the
 * metadata is dropped. The thumbnail is the first frame, 640 px wide at most.
 */
async function storeImage(received: Received, dataDir: string): Promise<StoredFile> {
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
  const animated = pages > 1;
  const name = await newStoredName(dataDir);
  const stored = `${name}.webp`;
  const thumb = `${name}.thumb.webp`;
  const root = uploadsDir(dataDir);
  const options: SharpOptions = { limitInputPixels: MEDIA_LIMITS.imagePixels, failOn: 'error' };
  try {
    const image = sharp(received.file, { ...options, animated });
    const info = await (animated ? image : image.rotate()).webp({ quality: 82, effort: 4 }).toFile(path.join(root, stored));
    await sharp(received.file, options)
      .rotate()
      .resize({ width: MEDIA_LIMITS.thumbWidth, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toFile(path.join(root, thumb));
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
  } catch {
    await removeStored(dataDir, [stored, thumb]);
    throw new UnsupportedMediaError('corrupt');
  }
}

async function storeVideo(received: Received, dataDir: string): Promise<StoredFile> {
  const format = received.sniffed.format as VideoFormat;
  const info = format === 'mp4' ? await mp4Info(received.file) : { width: null, height: null, duration: null };
  const stored = `${await newStoredName(dataDir)}.${format}`;
  await rename(received.file, path.join(uploadsDir(dataDir), stored));
  const { size } = await stat(path.join(uploadsDir(dataDir), stored));
  return { kind: 'video', path: stored, thumbPath: null, ...info, size, mime: MEDIA_FORMATS.video[format] };
}

/** Stores a received upload; the temporary file is gone afterwards, stored or not. */
export async function store(received: Received, dataDir: string): Promise<StoredFile> {
  try {
    return received.sniffed.kind === 'image' ? await storeImage(received, dataDir) : await storeVideo(received, dataDir);
  } finally {
    await rm(received.file, { force: true });
  }
}

/** Deletes stored files; a file already gone is not an error. */
export async function removeStored(dataDir: string, paths: ReadonlyArray<string | null>): Promise<void> {
  const root = uploadsDir(dataDir);
  await Promise.all(
    paths
      .filter((p): p is string => !!p)
      // Stored paths are ours, but never let one step outside the uploads directory.
      .map((p) => path.resolve(root, p))
      .filter((full) => full.startsWith(root + path.sep))
      .map((full) => rm(full, { force: true })),
  );
}
