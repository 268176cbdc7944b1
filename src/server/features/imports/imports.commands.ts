// Starting an import: the source is checked at once (a file that is no export answers 422 to whoever sent it), kept in
// storage for the job, and the run's row is made; the caller queues the job. A real run is an admin action and
// goes into the admin log, started and finished.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { httpUrl } from '../../../shared/blocks/index.ts';
import { EMPTY_IMPORT_COUNTS, IMPORT_LIMITS, type ImportAuthorMode, type ImportKind } from '../../../shared/dto/import.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { imports, subsites } from '../../db/schema/index.ts';
import { Invalid } from '../../platform/errors.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { adminActed } from '../admin/index.ts';
import { readFeed } from './imports.feed.ts';
import { readWxr } from './imports.wxr.ts';

export interface NewImport {
  kind: ImportKind;
  file: { bytes: Buffer; name: string } | null;
  url: string | null;
  authors: ImportAuthorMode;
  /** A community's slug; null: the authors' own blogs. */
  community: string | null;
  dryRun: boolean;
}

export interface ImportStart {
  db: Db;
  storage: Storage;
}

async function communityId(db: Db, slug: string | null): Promise<number | null> {
  if (slug === null || slug.trim() === '') return null;
  const [row] = await db
    .select({ id: subsites.id })
    .from(subsites)
    .where(and(eq(subsites.slug, slug.trim().toLowerCase()), eq(subsites.type, 'community'), isNull(subsites.deletedAt)))
    .limit(1);
  if (!row) throw Invalid.field('community', 'imports.errors.community');
  return row.id;
}

/** The readers throw 422 for a file that is not their format. */
function checkFile(kind: ImportKind, bytes: Buffer): void {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (kind === 'wxr') readWxr(text);
  else readFeed(text, null);
}

export async function createImport({ db, storage }: ImportStart, actorId: number, input: NewImport): Promise<number> {
  const url = input.kind === 'feed' && input.file === null && input.url ? httpUrl(input.url.trim()) : null;
  if (input.file === null && url === null) throw Invalid.field(input.kind === 'feed' && input.url ? 'url' : 'file', 'imports.errors.source');
  const community = await communityId(db, input.community);
  let fileKey: string | null = null;
  if (input.file) {
    checkFile(input.kind, input.file.bytes);
    fileKey = `imports/${randomUUID()}.xml`;
    await storage.put(fileKey, input.file.bytes, { contentType: 'application/xml', size: input.file.bytes.length });
  }
  const sourceName = (input.file?.name || url || '').slice(0, IMPORT_LIMITS.url);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(imports)
      .values({ kind: input.kind, sourceName, fileKey, feedUrl: url, dryRun: input.dryRun, authors: input.authors, communityId: community, counts: EMPTY_IMPORT_COUNTS, createdBy: actorId })
      .returning({ id: imports.id });
    if (!input.dryRun) await recordEvents(tx, adminActed(actorId, 'import.started', { type: 'import', id: row!.id, name: sourceName }, { kind: input.kind, authors: input.authors }));
    return row!.id;
  });
}
