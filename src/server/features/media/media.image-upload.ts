// The route's plugin registers @fastify/multipart with MEDIA_LIMITS.imageBytes + 1 as its ceiling.
import type { FastifyRequest } from 'fastify';
import type { MediaKind } from '../../db/schema/media.ts';
import { Invalid, TooLarge } from '../../platform/errors.ts';
import { MEDIA_LIMITS, receive, TooLargeError, UnsupportedMediaError, type Received } from './media.storage.ts';

const IMAGES: ReadonlySet<MediaKind> = new Set(['image']);

export interface ReceivedImage {
  received: Received;
  /** The name the file had on the sender's computer (may be empty). */
  filename: string;
}

export async function receiveImage(request: FastifyRequest, dataDir: string): Promise<ReceivedImage> {
  const part = request.isMultipart() ? await request.file({ limits: { fileSize: MEDIA_LIMITS.imageBytes + 1 } }).catch(() => undefined) : undefined;
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw Invalid.field('file', 'media.missing');
  }
  try {
    return { received: await receive(part.file, dataDir, IMAGES), filename: part.filename };
  } catch (error) {
    if (error instanceof TooLargeError) throw new TooLarge('media.tooBig');
    if (error instanceof UnsupportedMediaError) throw Invalid.field('file', error.reason === 'type' ? 'media.imageType' : `media.${error.reason}`);
    throw error;
  }
}
