// Writes go to a temporary name and are renamed into place, so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type ByteRange, type PutOptions, type Storage, type StoredObject } from './storage.ts';

/** The disk keeps no metadata of its own. */
const TYPES: Record<string, string> = { '.webp': 'image/webp', '.mp4': 'video/mp4', '.webm': 'video/webm' };

export class LocalStorage implements Storage {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer | Readable, _options: PutOptions): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(partial, body, { flag: 'wx' });
      else await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async getStream(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const file = this.file(key);
    let totalSize: number;
    try {
      totalSize = (await stat(file)).size;
    } catch {
      return null;
    }
    const contentType = TYPES[path.extname(file)] ?? 'application/octet-stream';
    if (range && range.start < totalSize) {
      const end = Math.min(range.end ?? totalSize - 1, totalSize - 1);
      return { body: createReadStream(file, { start: range.start, end }), contentType, size: end - range.start + 1, totalSize, range: { start: range.start, end } };
    }
    return { body: createReadStream(file), contentType, size: totalSize, totalSize };
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.file(key), { force: true })));
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.file(key))).isFile();
    } catch {
      return false;
    }
  }
}
