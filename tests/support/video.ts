/** Video files made by hand for tests: just enough structure for the container checks. */
import { randomBytes } from 'node:crypto';

/** A box of the ISO base media format: size, type, content. */
export function box(type: string, ...content: Buffer[]): Buffer<ArrayBuffer> {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

export const FTYP = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'));

/** The moov of a video with one audio and one picture track. */
export function moov(durationMs: number, width: number, height: number): Buffer<ArrayBuffer> {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(durationMs, 16); // duration
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(width << 16, 76);
  tkhd.writeUInt32BE(height << 16, 80);
  const audioTkhd = Buffer.alloc(84);
  return box('moov', box('mvhd', mvhd), box('trak', box('tkhd', audioTkhd)), box('trak', box('tkhd', tkhd)));
}

/** A minimal MP4: ftyp, then mdat, then moov (at the end, as many encoders write it). */
export function mp4(durationMs: number, width: number, height: number): Buffer {
  return Buffer.concat([FTYP, box('mdat', randomBytes(2048)), moov(durationMs, width, height)]);
}

/** An EBML element: its id bytes, an 8-byte size, its content. */
export function element(id: number[], ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length));
  size[0] = 0x01; // the length marker of an 8-byte size
  return Buffer.concat([Buffer.from(id), size, body]);
}

export const EBML_IDS = {
  header: [0x1a, 0x45, 0xdf, 0xa3],
  docType: [0x42, 0x82],
  segment: [0x18, 0x53, 0x80, 0x67],
  info: [0x15, 0x49, 0xa9, 0x66],
  tracks: [0x16, 0x54, 0xae, 0x6b],
  cluster: [0x1f, 0x43, 0xb6, 0x75],
  void: [0xec],
};

export function ebmlHeader(docType: string): Buffer {
  return element(EBML_IDS.header, element(EBML_IDS.docType, Buffer.from(docType, 'latin1')));
}

/** A WebM (or, with another DocType, Matroska): header, then a segment with info, tracks and a cluster. */
export function webm(docType = 'webm'): Buffer {
  const segment = element(EBML_IDS.segment, element(EBML_IDS.info, randomBytes(16)), element(EBML_IDS.tracks, randomBytes(32)), element(EBML_IDS.cluster, randomBytes(1024)));
  return Buffer.concat([ebmlHeader(docType), segment]);
}
