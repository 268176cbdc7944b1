/**
 * Where uploaded files live, behind one interface: the local disk by default, S3-compatible
 * object storage by setting. Files are addressed by key (`media/2026/11/Xy3….webp`); how a
 * key becomes a public address is media-urls.ts's business, not the driver's.
 */
import type { Readable } from 'node:stream';
import { isStorageKey } from '../../../shared/blocks/media.ts';

export interface PutOptions {
  contentType: string;
  /** Bytes of a streamed body; object stores need it up front. */
  size?: number;
}

/** A byte range as asked in an HTTP Range header: both ends inclusive, `end` open when absent. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Bytes in `body`. */
  size: number;
  /** Bytes of the whole file (differs from `size` for a range). */
  totalSize: number;
  /** Set when a range was asked and honoured. */
  range?: { start: number; end: number };
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** Null when there is no such file. */
  getStream(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** A key already gone is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Releases connections; the disk driver has none. */
  close?(): void;
}

/** Keys come from our own code, but a key must never reach outside the store. */
export function assertKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
}
