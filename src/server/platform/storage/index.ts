import path from 'node:path';
import type { Config } from '../../config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export type { ByteRange, PutOptions, Storage, StoredObject } from './storage.ts';
export { mediaRef, mediaUrl, ownMediaBases, presentBlockMedia, storeBlockMedia } from './media-urls.ts';

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function createStorage(config: Pick<Config, 's3' | 'dataDir'>): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(uploadsDir(config.dataDir));
}
