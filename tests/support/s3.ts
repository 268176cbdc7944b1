/**
 * startLocalS3(): an S3-compatible server (s3rver) on 127.0.0.1, a free port and a temporary
 * directory, with one empty bucket: object-storage tests never leave the machine.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/server/config.ts';

export interface LocalS3 {
  settings: S3Settings;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'pero-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'pero-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    // s3rver's fixed credentials; path style because the bucket is not a host name here.
    settings: { bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
