/**
 * What a file really is, from its first bytes: the client's file name and MIME type are
 * ignored. Images are then decoded by sharp, which checks them fully; videos are stored as
 * they are, so only containers browsers play natively are let through.
 */
import { open } from 'node:fs/promises';
import type { ImageFormat, VideoFormat } from '../../../shared/media-formats.ts';

export type Sniffed = { kind: 'image'; format: ImageFormat } | { kind: 'video'; format: VideoFormat };

/** Enough of the file to find a WebM DocType, which follows a variable-size EBML header. */
export const SNIFF_BYTES = 4096;

/** ISO base media brands of MP4 video (not HEIF/AVIF images, not audio-only M4A). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'dash', 'mmp4', 'f4v ', '3gp4', '3gp5', '3gp6', '3g2a']);

function ascii(head: Buffer, start: number, end: number): string {
  return head.subarray(start, end).toString('latin1');
}

export function sniff(head: Buffer): Sniffed | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { kind: 'image', format: 'png' };
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image', format: 'jpeg' };
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return { kind: 'image', format: 'gif' };
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { kind: 'image', format: 'webp' };
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(head, 8, 12))) return { kind: 'video', format: 'mp4' };
  // EBML magic, then the DocType element (0x42 0x82, a one-byte size, "webm"); Matroska is not played by browsers.
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3 && head.includes(Buffer.from([0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]))) {
    return { kind: 'video', format: 'webm' };
  }
  return null;
}

export interface VideoInfo {
  width: number | null;
  height: number | null;
  duration: number | null;
}

const UNKNOWN: VideoInfo = { width: null, height: null, duration: null };
/** A moov box larger than this is not read; the info stays unknown. */
const MAX_MOOV_BYTES = 8 * 1024 * 1024;

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
 * headers (the moov may sit at the end of the file). Anything unexpected gives nulls.
 */
export async function mp4Info(file: string): Promise<VideoInfo> {
  const handle = await open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const header = Buffer.alloc(16);
    let pos = 0;
    while (pos + 8 <= fileSize) {
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
