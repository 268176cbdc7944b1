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
  size: number;
  totalSize: number;
  range?: { start: number; end: number };
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  getStream(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** A key already gone is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
  close?(): void;
}

/** Keys come from our own code, but a key must never reach outside the store. */
export function assertKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
}
