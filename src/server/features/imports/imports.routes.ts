import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { IMPORT_AUTHOR_MODES, IMPORT_KINDS, IMPORT_LIMITS, IMPORTS_ADMIN_PATH, type ImportAuthorMode, type ImportKind } from '../../../shared/dto/import.ts';
import { serveCall } from '../../platform/calls.ts';
import { Invalid, TooLarge } from '../../platform/errors.ts';
import { superAdminPage } from '../admin/index.ts';
import { createImport, type NewImport } from './imports.commands.ts';
import { queueImport } from './imports.jobs.ts';
import { importDto, recentImports } from './imports.queries.ts';

/** Per admin: each start reads up to 50 MB and queues a long job. */
const STARTS = { max: 20, windowMs: 60 * 60_000 };
const FIELD_BYTES = 4_096;

function oneOf<T extends string>(values: readonly T[], value: string | undefined, fallback: T | null, field: string): T {
  if (value === undefined || value === '') {
    if (fallback !== null) return fallback;
    throw Invalid.field(field, 'validation.required');
  }
  if (!values.includes(value as T)) throw Invalid.field(field, 'validation.invalid');
  return value as T;
}

/** The form's fields and its one file; a file over the limit answers 413 before it is all read. */
async function receiveImport(request: FastifyRequest): Promise<NewImport> {
  if (!request.isMultipart()) throw Invalid.field('file', 'imports.errors.source');
  const fields: Record<string, string> = {};
  let file: NewImport['file'] = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 8, fieldSize: FIELD_BYTES } })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== 'file') part.file.resume();
      else {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) file = { bytes, name: part.filename };
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLarge('errors.tooLarge');
    if (code?.startsWith('FST_')) throw Invalid.field('file', 'validation.invalid');
    throw error;
  }
  if ((fields.url?.length ?? 0) > IMPORT_LIMITS.url) throw Invalid.field('url', 'validation.tooLong', { max: IMPORT_LIMITS.url });
  if ((fields.community?.length ?? 0) > 32) throw Invalid.field('community', 'validation.tooLong', { max: 32 });
  return {
    kind: oneOf<ImportKind>(IMPORT_KINDS, fields.kind, null, 'kind'),
    file,
    url: fields.url?.trim() || null,
    authors: oneOf<ImportAuthorMode>(IMPORT_AUTHOR_MODES, fields.authors, 'create', 'authors'),
    community: fields.community?.trim() || null,
    dryRun: oneOf(['true', 'false'], fields.dry_run, 'false', 'dry_run') === 'true',
  };
}

export default async function importsRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1 } });
  const { db, storage } = app;

  app.get(IMPORTS_ADMIN_PATH, { onRequest: superAdminPage }, async (request, reply) => {
    return reply.page('Admin/Imports', { imports: await recentImports(db) }, { meta: { title: request.t('admin.sections.imports'), noindex: true } });
  });

  serveCall(app, calls.imports.list, async () => recentImports(db));

  serveCall(app, calls.imports.show, async (request) => importDto(db, request.params.id));

  serveCall(app, calls.imports.create, { config: app.limited('importStarts', STARTS) }, async (request) => {
    const id = await createImport({ db, storage }, request.user.id, await receiveImport(request));
    await queueImport(app, id);
    return importDto(db, id);
  });
}
