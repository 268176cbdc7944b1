// Checksums only where the protocol requires them: the SDK's default (CRC32 on every upload,
// aws-chunked streaming) is refused by several S3-compatible servers.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../../config.ts';
import { assertKey, type ByteRange, type PutOptions, type Storage, type StoredObject } from './storage.ts';

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');
}

function parseContentRange(header: string | undefined): { start: number; end: number; total: number } | null {
  const match = header && /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header);
  return match ? { start: Number(match[1]), end: Number(match[2]), total: Number(match[3]) } : null;
}

export class S3Storage implements Storage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      forcePathStyle: settings.forcePathStyle,
      // Without keys the SDK's own chain applies (instance roles, AWS_* variables, profiles).
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    assertKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        ContentLength: Buffer.isBuffer(body) ? body.length : options.size,
        // Keys are never reused: a new upload gets a new random name.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async getStream(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined }),
      );
      const size = answer.ContentLength ?? 0;
      const ranged = parseContentRange(answer.ContentRange);
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? 'application/octet-stream',
        size,
        totalSize: ranged?.total ?? size,
        ...(ranged ? { range: { start: ranged.start, end: ranged.end } } : {}),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      // A range past the end: answered as the whole file, like the disk driver does.
      if (range && error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) return this.getStream(key);
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    keys.forEach(assertKey);
    await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
  }

  async exists(key: string): Promise<boolean> {
    assertKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
