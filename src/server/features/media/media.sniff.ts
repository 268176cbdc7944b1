/**
 * What a file really is, from its first bytes (file-type reads only the head we pass):
 * the client's file name and MIME type are ignored. Images are then decoded by sharp, which
 * checks them fully; videos are stored as they are, so only containers browsers play
 * natively are let through — MP4 and WebM, not QuickTime, Matroska, 3GP or HEIF.
 */
import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import type { ImageFormat, VideoFormat } from '../../../shared/media-formats.ts';

export type Sniffed = { kind: 'image'; format: ImageFormat } | { kind: 'video'; format: VideoFormat };

/** Enough of the file to find a WebM DocType, which follows a variable-size EBML header. */
export const SNIFF_BYTES = 4096;

/** file-type's extensions → what we accept; an animated PNG is a PNG to sharp. */
const ACCEPTED: Record<string, Sniffed> = {
  png: { kind: 'image', format: 'png' },
  apng: { kind: 'image', format: 'png' },
  jpg: { kind: 'image', format: 'jpeg' },
  gif: { kind: 'image', format: 'gif' },
  webp: { kind: 'image', format: 'webp' },
  mp4: { kind: 'video', format: 'mp4' },
  m4v: { kind: 'video', format: 'mp4' },
  webm: { kind: 'video', format: 'webm' },
};

export async function sniff(head: Buffer): Promise<Sniffed | null> {
  const type = await fileTypeFromBuffer(head.subarray(0, SNIFF_BYTES));
  return (type && ACCEPTED[type.ext]) ?? null;
}

function ascii(head: Buffer, start: number, end: number): string {
  return head.subarray(start, end).toString('latin1');
}

export interface VideoInfo {
  width: number | null;
  height: number | null;
  duration: number | null;
}

const UNKNOWN: VideoInfo = { width: null, height: null, duration: null };
/** A moov box larger than this is not read; the info stays unknown. */
const MAX_MOOV_BYTES = 8 * 1024 * 1024;
/**
 * Top-level boxes visited while looking for moov. Real files have a handful (ftyp, free,
 * mdat, moov); a crafted one made of millions of tiny boxes would cost a read each.
 */
const MAX_TOP_LEVEL_BOXES = 64;

/** Child boxes of an in-memory box body: [type, start of content, end]. */
function* boxes(data: Buffer, start = 0, end = data.length): Generator<[string, number, number]> {
  let pos = start;
  while (pos + 8 <= end) {
    let size = data.readUInt32BE(pos);
    let header = 8;
    if (size === 1 && pos + 16 <= end) {
      size = Number(data.readBigUInt64BE(pos + 8));
      header = 16;
    } else if (size === 0) size = end - pos;
    if (size < header || pos + size > end) return;
    yield [ascii(data, pos + 4, pos + 8), pos + header, pos + size];
    pos += size;
  }
}

function fromMoov(moov: Buffer): VideoInfo {
  const info: VideoInfo = { ...UNKNOWN };
  for (const [type, start, end] of boxes(moov)) {
    if (type === 'mvhd' && end - start >= 32) {
      const version = moov[start]!;
      const timescale = moov.readUInt32BE(start + (version === 1 ? 20 : 12));
      const units = version === 1 ? Number(moov.readBigUInt64BE(start + 24)) : moov.readUInt32BE(start + 16);
      if (timescale > 0 && units > 0 && units !== 0xffffffff) info.duration = Math.round((units / timescale) * 1000) / 1000;
    }
    if (type === 'trak' && info.width === null) {
      for (const [child, from, to] of boxes(moov, start, end)) {
        // tkhd ends with width and height as 16.16 fixed point; audio tracks have zeros.
        if (child !== 'tkhd' || to - from < 84) continue;
        const width = moov.readUInt32BE(to - 8) >>> 16;
        const height = moov.readUInt32BE(to - 4) >>> 16;
        if (width > 0 && height > 0) Object.assign(info, { width, height });
      }
    }
  }
  return info;
}

/**
 * Duration and size of an MP4 from its moov box, found by hopping over top-level box
 * headers (the moov may sit at the end of the file). Anything unexpected, or a moov past
 * the first few dozen boxes, gives nulls.
 */
export async function mp4Info(file: string): Promise<VideoInfo> {
  const handle = await open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const header = Buffer.alloc(16);
    let pos = 0;
    for (let visited = 0; visited < MAX_TOP_LEVEL_BOXES && pos + 8 <= fileSize; visited++) {
      await handle.read(header, 0, 16, pos);
      let size = header.readUInt32BE(0);
      let headerSize = 8;
      if (size === 1) {
        size = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (size === 0) size = fileSize - pos;
      if (size < headerSize) return UNKNOWN;
      if (ascii(header, 4, 8) === 'moov') {
        const length = Math.min(size, fileSize - pos) - headerSize;
        if (length > MAX_MOOV_BYTES) return UNKNOWN;
        const moov = Buffer.alloc(length);
        await handle.read(moov, 0, length, pos + headerSize);
        return fromMoov(moov);
      }
      pos += size;
    }
    return UNKNOWN;
  } catch {
    return UNKNOWN;
  } finally {
    await handle.close();
  }
}
