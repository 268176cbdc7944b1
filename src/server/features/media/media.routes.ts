// DELETE /media/{id} answers 404 to anyone but the owner, as for a missing id, and 409 while a published post shows it.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { httpUrl } from '../../../shared/blocks/validate.ts';
import type { MediaKind } from '../../db/schema/media.ts';
import { Conflict, Invalid, NotFound, TooLarge } from '../../platform/errors.ts';
import { safeFetch, SafeFetchError, type OutboundOptions } from '../../lib/safe-fetch.ts';
import { serveCall } from '../../platform/calls.ts';
import { createMedia, deleteMedia } from './media.commands.ts';
import { presentEditorFile, presentMedia } from './media.presenter.ts';
import { MEDIA_LIMITS, receive, receiveBuffer, TooLargeError, UnsupportedMediaError, type Received } from './media.storage.ts';

export interface MediaRouteOptions {
  /** Tests only: lets uploads by URL reach the test's loopback servers (see safe-fetch.ts). */
  outbound?: OutboundOptions;
}

type TextKey = 'media.tooBig' | 'media.notMultipart' | 'media.inUse' | 'media.anyType' | 'media.imageType' | 'media.dimensions' | 'media.corrupt' | 'media.container' | 'media.missing' | 'media.unreachable' | 'links.invalid' | 'links.forbidden';

class MissingFileError extends Error {}

/** Multipart without a boundary: its parts cannot be told apart, so nothing can be read. */
class NoBoundaryError extends Error {}

const hasBoundary = (contentType: string | undefined) => /;\s*boundary=/i.test(contentType ?? '');

const MINUTE_MS = 60_000;
/** Per user and route: room for a few full carousels at once, not for a script's stream. */
const UPLOADS = { max: 120, windowMs: 5 * MINUTE_MS };
/** Each one makes the server fetch from elsewhere, so fewer. */
const UPLOADS_BY_URL = { max: 30, windowMs: 5 * MINUTE_MS };

const IMAGES: ReadonlySet<MediaKind> = new Set(['image']);
const ANY_MEDIA: ReadonlySet<MediaKind> = new Set(['image', 'video']);

function uploadProblem(error: unknown, accept: ReadonlySet<MediaKind>): { status: number; key: TextKey } | null {
  if (error instanceof TooLargeError) return { status: 413, key: 'media.tooBig' };
  // @fastify/multipart's own per-route fileSize limit.
  if ((error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') return { status: 413, key: 'media.tooBig' };
  if (error instanceof UnsupportedMediaError) {
    if (error.reason === 'type') return { status: 422, key: accept.has('video') ? 'media.anyType' : 'media.imageType' };
    return { status: 422, key: `media.${error.reason}` };
  }
  if (error instanceof MissingFileError) return { status: 422, key: 'media.missing' };
  if (error instanceof NoBoundaryError) return { status: 415, key: 'media.notMultipart' };
  return null;
}

export default async function mediaRoutes(app: FastifyInstance, { outbound }: MediaRouteOptions) {
  // Encapsulated here: only these routes parse multipart bodies, with the largest upload as ceiling.
  await app.register(multipart, { limits: { fileSize: MEDIA_LIMITS.videoBytes + 1, files: 1, fields: 20, parts: 21 } });
  const { dataDir, mediaBase } = app.config;
  const uploads = { config: app.limited('uploads', UPLOADS) };

  async function receiveUpload(request: FastifyRequest, field: string, accept: ReadonlySet<MediaKind>): Promise<Received> {
    if (!request.isMultipart()) throw new MissingFileError();
    if (!hasBoundary(request.headers['content-type'])) throw new NoBoundaryError();
    // One byte over the limit reaches receive(), which then refuses the file; at exactly the
    // limit busboy would end the stream quietly and a truncated file would look complete.
    const limit = (accept.has('video') ? MEDIA_LIMITS.videoBytes : MEDIA_LIMITS.imageBytes) + 1;
    const part = await request.file({ limits: { fileSize: limit } });
    if (!part || part.fieldname !== field) {
      part?.file.resume();
      throw new MissingFileError();
    }
    return receive(part.file, dataDir, accept);
  }

  function editorFailure(request: FastifyRequest, reply: FastifyReply, error: unknown) {
    const problem = uploadProblem(error, IMAGES);
    if (!problem) throw error;
    return reply.code(problem.status).send({ success: 0, message: request.t(problem.key) });
  }

  serveCall(app, calls.media.upload, uploads, async (request, reply) => {
    try {
      const received = await receiveUpload(request, 'file', ANY_MEDIA);
      return presentMedia(await createMedia(app.db, app.storage, request.user.id, received), mediaBase);
    } catch (error) {
      const problem = uploadProblem(error, ANY_MEDIA);
      if (!problem) throw error;
      if (problem.status === 413) throw new TooLarge(problem.key);
      if (problem.status === 415) return reply.code(415).send({ message: request.t(problem.key) });
      throw Invalid.field('file', problem.key);
    }
  });

  serveCall(app, calls.media.editorUploadFile, uploads, async (request, reply) => {
    try {
      const received = await receiveUpload(request, 'image', IMAGES);
      return presentEditorFile(await createMedia(app.db, app.storage, request.user.id, received), mediaBase);
    } catch (error) {
      return editorFailure(request, reply, error);
    }
  });

  serveCall(app, calls.media.editorUploadUrl, { config: app.limited('uploadByUrl', UPLOADS_BY_URL) }, async (request, reply) => {
    const link = httpUrl(request.body.url.trim());
    if (!link) return reply.code(422).send({ success: 0, message: request.t('links.invalid') });
    let body: Buffer;
    try {
      ({ body } = await safeFetch(link, { ...outbound, maxBytes: MEDIA_LIMITS.imageBytes, accept: 'image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.5' }));
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      const key: TextKey = error.code === 'too_large' ? 'media.tooBig' : error.code === 'forbidden_address' || error.code === 'invalid_url' ? 'links.forbidden' : 'media.unreachable';
      return reply.code(key === 'media.tooBig' ? 413 : 422).send({ success: 0, message: request.t(key) });
    }
    try {
      const received = await receiveBuffer(body, dataDir, IMAGES);
      return presentEditorFile(await createMedia(app.db, app.storage, request.user.id, received), mediaBase);
    } catch (error) {
      return editorFailure(request, reply, error);
    }
  });

  serveCall(app, calls.media.destroy, async (request, reply) => {
    const result = await deleteMedia(app.db, app.storage, request.user.id, request.params.id);
    if (result === 'missing') throw new NotFound();
    if (result === 'in-use') throw new Conflict('media.inUse');
    return reply.code(204).send();
  });
}
