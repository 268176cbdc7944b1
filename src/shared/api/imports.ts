import { Type } from 'typebox';
import { IMPORT_AUTHOR_MODES, IMPORT_KINDS, IMPORT_LIMITS, IMPORT_WARNING_CODES } from '../dto/import.ts';
import { defineCalls } from './call.ts';

const Count = Type.Integer({ minimum: 0 });
const Counts = Type.Object({
  created: Count,
  drafts: Count,
  already_imported: Count,
  skipped: Count,
  failed: Count,
  authors_created: Count,
  authors_mapped: Count,
  pictures_copied: Count,
  pictures_failed: Count,
});
const Warning = Type.Object({
  code: Type.Enum(IMPORT_WARNING_CODES),
  item: Type.String(),
  detail: Type.String(),
});
const Import = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(IMPORT_KINDS),
  source: Type.String(),
  dry_run: Type.Boolean(),
  authors: Type.Enum(IMPORT_AUTHOR_MODES),
  community: Type.Union([Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }), Type.Null()]),
  status: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('finished'), Type.Literal('failed')]),
  done: Count,
  total: Count,
  current: Type.String(),
  counts: Counts,
  error: Type.Union([Type.String(), Type.Null()]),
  warnings: Type.Array(Warning),
  warnings_count: Count,
  created_at: Type.String(),
  finished_at: Type.Union([Type.String(), Type.Null()]),
});

export const imports = defineCalls('imports', {
  list: {
    method: 'GET',
    path: '/admin-panel/imports/all',
    summary: 'The latest imports with their progress, results and warnings, newest first',
    superAdmin: true,
    answer: Type.Array(Import),
  },
  show: {
    method: 'GET',
    path: '/admin-panel/imports/:id',
    summary: "One import's progress, results and warnings",
    superAdmin: true,
    params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
    answer: Import,
  },
  create: {
    method: 'POST',
    path: '/admin-panel/imports',
    summary: `Start an import (or a dry run that writes nothing) of a WordPress export or an RSS/Atom feed, given as a file (up to ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB) or, for a feed, its address; it runs as a job`,
    superAdmin: true,
    upload: Type.Object({
      kind: Type.Enum(IMPORT_KINDS),
      file: Type.Optional(Type.String({ format: 'binary' })),
      url: Type.Optional(Type.String({ maxLength: IMPORT_LIMITS.url })),
      authors: Type.Optional(Type.Enum(IMPORT_AUTHOR_MODES)),
      community: Type.Optional(Type.String({ maxLength: 32 })),
      dry_run: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
    }),
    answer: Import,
  },
});
