import { describe, expect, it } from 'vitest';
import { box, EBML_IDS, ebmlHeader, element, FTYP, moov, mp4, webm } from '../../../../tests/support/video.ts';
import { MAX_TOP_LEVEL_BOXES, mp4Container, webmContainer, type ByteSource } from './media.sniff.ts';

/** A file in memory that counts the reads made of it and the bytes they return. */
function counted(data: Buffer): ByteSource & { reads: number; bytes: number } {
  return {
    size: data.length,
    reads: 0,
    bytes: 0,
    async read(position, length) {
      this.reads++;
      const chunk = data.subarray(position, position + length);
      this.bytes += chunk.length;
      return chunk;
    },
  };
}

const EIGHT_MB = 8 * 1024 * 1024;

/** `head`, then 8-byte boxes up to 8 MB, then `tail`. */
function tinyBoxes(head: Buffer, tail = Buffer.alloc(0)): Buffer {
  const count = Math.floor((EIGHT_MB - head.length - tail.length) / 8);
  return Buffer.concat([head, Buffer.alloc(count * 8, box('free')), tail]);
}

describe('MP4 container check', () => {
  it('reads duration and picture size from a whole file', async () => {
    expect(await mp4Container(counted(mp4(12_500, 1280, 720)))).toEqual({ width: 1280, height: 720, duration: 12.5 });
  });

  it('refuses an 8 MB file of tiny top-level boxes after a bounded number of reads', async () => {
    const crafted = counted(tinyBoxes(FTYP, moov(1000, 320, 240)));
    expect(crafted.size).toBeGreaterThan(EIGHT_MB - 1024);
    expect(await mp4Container(crafted)).toBeNull();
    expect(crafted.reads).toBe(MAX_TOP_LEVEL_BOXES);
    expect(crafted.bytes).toBeLessThanOrEqual(MAX_TOP_LEVEL_BOXES * 16);
  });

  it('accepts a moov early in a file of many fragments without walking them all', async () => {
    const fragmented = counted(tinyBoxes(Buffer.concat([FTYP, moov(1000, 320, 240)])));
    expect(await mp4Container(fragmented)).toEqual({ width: 320, height: 240, duration: 1 });
    expect(fragmented.reads).toBe(MAX_TOP_LEVEL_BOXES + 1); // one more for the moov's body
  });

  it('refuses files whose boxes do not hold together', async () => {
    const whole = mp4(1000, 320, 240);
    const overlong = Buffer.from(whole);
    overlong.writeUInt32BE(whole.length, FTYP.length); // the mdat claims more than the file has
    const brokenMoov = Buffer.concat([FTYP, box('moov', box('mvhd', Buffer.alloc(100)), Buffer.from('junk'))]);
    const cases: Record<string, Buffer> = {
      'no ftyp first': Buffer.concat([box('free'), whole]),
      'no moov': Buffer.concat([FTYP, box('mdat', Buffer.alloc(64))]),
      'two moovs': Buffer.concat([whole, moov(1000, 320, 240)]),
      'a box past the end': overlong,
      'bytes after the last box': Buffer.concat([whole, Buffer.from('tail')]),
      'a moov not made of whole boxes': brokenMoov,
      'a moov without mvhd': Buffer.concat([FTYP, box('moov', box('trak'))]),
      'a box smaller than its header': Buffer.concat([FTYP, Buffer.from([0, 0, 0, 4]), Buffer.from('moov')]),
    };
    for (const [name, data] of Object.entries(cases)) expect(await mp4Container(counted(data)), name).toBeNull();
  });
});

describe('WebM container check', () => {
  it('accepts a header with the webm DocType and a segment whose tracks are found', async () => {
    expect(await webmContainer(counted(webm()))).toEqual({ width: null, height: null, duration: null });
  });

  it('refuses an 8 MB segment of tiny elements before its tracks after a bounded number of reads', async () => {
    const children = Buffer.alloc(EIGHT_MB - 64, Buffer.from([0xec, 0x80])); // empty Void elements
    const crafted = counted(Buffer.concat([ebmlHeader('webm'), element(EBML_IDS.segment, children, element(EBML_IDS.tracks))]));
    expect(await webmContainer(crafted)).toBeNull();
    expect(crafted.reads).toBe(1 + MAX_TOP_LEVEL_BOXES); // the head, then one per element
  });

  it('refuses Matroska, a segment larger than the file, a missing segment or tracks, and broken headers', async () => {
    const whole = webm();
    const cases: Record<string, Buffer> = {
      matroska: webm('matroska'),
      truncated: whole.subarray(0, whole.length - 1),
      'header only': ebmlHeader('webm'),
      'no tracks': Buffer.concat([ebmlHeader('webm'), element(EBML_IDS.segment, element(EBML_IDS.info), element(EBML_IDS.cluster, Buffer.alloc(64)))]),
      'a header whose children overflow it': Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x84, 0x42, 0x82, 0x84]), Buffer.from('webm')]),
      'no EBML header': Buffer.concat([FTYP, whole]),
    };
    for (const [name, data] of Object.entries(cases)) expect(await webmContainer(counted(data)), name).toBeNull();
  });
});
