// What a file is comes from its first bytes; the client's name and MIME type are ignored. Videos are stored as they are,
// so only MP4 and WebM pass, and only when their structure holds. Every walk here is bounded by reads and steps, not by
// the file's size: a crafted file of millions of tiny boxes costs as much as a real one.
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

export interface ByteSource {
  size: number;
  /** Up to `length` bytes at `position`; fewer at the end of the file. */
  read(position: number, length: number): Promise<Buffer>;
}

export interface VideoInfo {
  width: number | null;
  height: number | null;
  duration: number | null;
}

const UNKNOWN: VideoInfo = { width: null, height: null, duration: null };

/** Real files have a handful (ftyp, free, mdat, moov); a fragmented MP4 has many fragments, but its moov comes first. */
export const MAX_TOP_LEVEL_BOXES = 64;
/** Children of one in-memory box (moov, trak): real ones have a dozen at most. */
const MAX_CHILD_BOXES = 256;
/** A moov box larger than this is not read; the file is kept, its info stays unknown. */
const MAX_MOOV_BYTES = 8 * 1024 * 1024;
const MAX_FTYP_BYTES = 1024;

function ascii(data: Buffer, start: number, end: number): string {
  return data.subarray(start, end).toString('latin1');
}

interface BoxHeader {
  type: string;
  /** Whole box, header included. */
  size: number;
  headerSize: number;
}

function boxHeader(data: Buffer, room: number): BoxHeader | null {
  if (data.length < 8 || room < 8) return null;
  let size = data.readUInt32BE(0);
  let headerSize = 8;
  if (size === 1) {
    if (data.length < 16) return null;
    size = Number(data.readBigUInt64BE(8));
    headerSize = 16;
  } else if (size === 0) size = room;
  if (size < headerSize || size > room) return null;
  return { type: ascii(data, 4, 8), size, headerSize };
}

/** Child boxes of an in-memory box body as [type, content start, end], or null unless they fill it exactly. */
function children(data: Buffer, start = 0, end = data.length): Array<[string, number, number]> | null {
  const found: Array<[string, number, number]> = [];
  for (let pos = start; pos < end; ) {
    if (found.length === MAX_CHILD_BOXES) return null;
    const box = boxHeader(data.subarray(pos, pos + 16), end - pos);
    if (!box) return null;
    found.push([box.type, pos + box.headerSize, pos + box.size]);
    pos += box.size;
  }
  return found;
}

/** Duration and picture size from a moov body; null when it is not made of whole boxes or has no mvhd. */
function fromMoov(moov: Buffer): VideoInfo | null {
  const boxes = children(moov);
  if (!boxes || !boxes.some(([type]) => type === 'mvhd')) return null;
  const info: VideoInfo = { ...UNKNOWN };
  for (const [type, start, end] of boxes) {
    if (type === 'mvhd' && end - start >= 32) {
      const version = moov[start]!;
      const timescale = moov.readUInt32BE(start + (version === 1 ? 20 : 12));
      const units = version === 1 ? Number(moov.readBigUInt64BE(start + 24)) : moov.readUInt32BE(start + 16);
      if (timescale > 0 && units > 0 && units !== 0xffffffff) info.duration = Math.round((units / timescale) * 1000) / 1000;
    }
    if (type === 'trak' && info.width === null) {
      for (const [child, from, to] of children(moov, start, end) ?? []) {
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

/** Starts with ftyp, every box visited fits the file, and one moov of whole boxes is among the first MAX_TOP_LEVEL_BOXES. */
export async function mp4Container(source: ByteSource): Promise<VideoInfo | null> {
  let info: VideoInfo | null = null;
  let pos = 0;
  for (let visited = 0; pos < source.size; visited++) {
    if (visited === MAX_TOP_LEVEL_BOXES) return info;
    const box = boxHeader(await source.read(pos, 16), source.size - pos);
    if (!box || (visited === 0 && (box.type !== 'ftyp' || box.size > MAX_FTYP_BYTES))) return null;
    if (box.type === 'moov') {
      if (info) return null;
      const length = box.size - box.headerSize;
      info = length > MAX_MOOV_BYTES ? UNKNOWN : fromMoov(await source.read(pos + box.headerSize, length));
      if (!info) return null;
    }
    pos += box.size;
  }
  return info;
}

const EBML_HEADER = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;

interface Element {
  id: number;
  start: number;
  /** Content length; null for the "unknown size" of a live stream. */
  size: number | null;
}

/** A variable-length integer's byte count from its first byte (1–8), or 0 for an invalid one. */
function vintLength(first: number): number {
  return first === 0 ? 0 : 8 - Math.floor(Math.log2(first));
}

/** The element header at `pos` of `data` (whose first byte sits at `offset` in the file). */
function elementAt(data: Buffer, pos: number, offset = 0): Element | null {
  const idLength = vintLength(data[pos] ?? 0);
  if (idLength === 0 || idLength > 4 || pos + idLength >= data.length) return null;
  const sizeLength = vintLength(data[pos + idLength]!);
  if (sizeLength === 0 || pos + idLength + sizeLength > data.length) return null;
  const id = data.readUIntBE(pos, idLength);
  // The size without its length marker; all ones means unknown.
  let size = data[pos + idLength]! & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const byte = data[pos + idLength + i]!;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { id, start: offset + pos + idLength + sizeLength, size: allOnes ? null : size };
}

/** The DocType inside an EBML header held in `head`, or null when its children are not whole. */
function docType(head: Buffer, header: Element): string | null {
  const end = header.start + header.size!;
  let type: string | null = null;
  for (let pos = header.start; pos < end; ) {
    const child = elementAt(head.subarray(0, end), pos);
    if (!child || child.size === null || child.start + child.size > end) return null;
    if (child.id === DOC_TYPE) type = ascii(head, child.start, child.start + child.size).replace(/\0+$/, '');
    pos = child.start + child.size;
  }
  return type;
}

/**
 * An EBML header whose DocType is webm, then a Segment that fits the file, whose children up to Tracks are whole. One
 * read per child; duration and picture size are not read, so the info stays unknown.
 */
export async function webmContainer(source: ByteSource): Promise<VideoInfo | null> {
  const head = await source.read(0, SNIFF_BYTES);
  const header = elementAt(head, 0);
  if (!header || header.id !== EBML_HEADER || header.size === null || header.start + header.size > head.length) return null;
  if (docType(head, header) !== 'webm') return null;
  const segment = elementAt(head, header.start + header.size);
  if (!segment || segment.id !== SEGMENT) return null;
  const end = segment.size === null ? source.size : segment.start + segment.size;
  if (end > source.size) return null;
  let pos = segment.start;
  for (let visited = 0; visited < MAX_TOP_LEVEL_BOXES && pos < end; visited++) {
    const child = elementAt(await source.read(pos, 12), 0, pos);
    if (!child) return null;
    if (child.id === TRACKS) return UNKNOWN;
    // A child of unknown size (a live cluster) cannot be stepped over to find the tracks.
    if (child.size === null || child.start + child.size > end) return null;
    pos = child.start + child.size;
  }
  return null;
}

export async function videoContainer(file: string, format: VideoFormat): Promise<VideoInfo | null> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const source: ByteSource = {
      size,
      async read(position, length) {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        return buffer.subarray(0, bytesRead);
      },
    };
    return await (format === 'mp4' ? mp4Container(source) : webmContainer(source));
  } finally {
    await handle.close();
  }
}
