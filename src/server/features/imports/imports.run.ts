// One pass over a source, real or dry. Each item is mapped (source key + external id → post) in the transaction that
// creates its post, so a run repeated, resumed after a crash or raced by another creates every post once. A dry run
// walks the same path without writing and without fetching pictures, and reports what the real one would do.
// Progress is written to the import's row after every item, which the panel polls.
import { and, eq, inArray } from 'drizzle-orm';
import { EMPTY_IMPORT_COUNTS, IMPORT_LIMITS, type ImportCounts, type ImportWarning, type ImportWarningCode } from '../../../shared/dto/import.ts';
import type { Block } from '../../../shared/blocks/index.ts';
import { inTransaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { importedItems, imports, type MediaRow } from '../../db/schema/index.ts';
import { accountOf } from '../../kernel/sessions.ts';
import type { PasswordHashing } from '../../lib/passwords.ts';
import { safeFetch, SafeFetchError } from '../../lib/safe-fetch.ts';
import { DomainError, Invalid } from '../../platform/errors.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { adminActed } from '../admin/index.ts';
import { carouselItem, copyRemoteFile } from '../media/index.ts';
import { savePost, type SaveContext } from '../posts/index.ts';
import { AuthorMap } from './imports.authors.ts';
import { composePost } from './imports.compose.ts';
import { readFeed } from './imports.feed.ts';
import type { ImportSource } from './imports.source.ts';
import { readWxr } from './imports.wxr.ts';

export interface ImportContext extends SaveContext {
  passwordHashing: PasswordHashing;
}

type ImportRow = typeof imports.$inferSelect;

const FEED_TIMEOUT_MS = 30_000;
const FEED_ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1';

/** The whole run stops: the row says why, as a text code the panel translates. */
class RunFailure extends Error {}

class AlreadyImported extends Error {}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

async function sourceText(context: ImportContext, row: ImportRow): Promise<string> {
  if (row.fileKey !== null) {
    const object = await context.storage.getStream(row.fileKey);
    if (!object) throw new RunFailure('imports.errors.gone');
    return streamText(object.body);
  }
  try {
    const response = await safeFetch(row.feedUrl!, { ...context.outbound, maxBytes: IMPORT_LIMITS.fileBytes, timeoutMs: FEED_TIMEOUT_MS, accept: FEED_ACCEPT });
    return response.body.toString('utf8');
  } catch (error) {
    if (error instanceof SafeFetchError) throw new RunFailure('imports.errors.fetch');
    throw error;
  }
}

/** Reads the source as its kind says; an unreadable one is the run's failure, not the job's. */
export function readSource(kind: ImportRow['kind'], text: string, feedUrl: string | null): ImportSource {
  try {
    const body = text.replace(/^\uFEFF/, '');
    return kind === 'wxr' ? readWxr(body) : readFeed(body, feedUrl);
  } catch (error) {
    if (error instanceof Invalid) throw new RunFailure(error.code);
    throw error;
  }
}

/** Pictures copied once per run whatever the number of posts showing them; a failed one stays failed for the run. */
class PictureCopies {
  private readonly copies = new Map<string, Promise<MediaRow | null>>();
  private readonly planned = new Set<string>();

  constructor(
    private readonly context: ImportContext,
    private readonly ownerId: number,
  ) {}

  copy(url: string): Promise<MediaRow | null> {
    let copy = this.copies.get(url);
    if (!copy) {
      copy = copyRemoteFile(this.context, this.ownerId, url).then((row) => (row?.kind === 'image' ? row : null));
      this.copies.set(url, copy);
    }
    return copy;
  }

  has(url: string): boolean {
    return this.copies.has(url);
  }

  /** A dry run's count: whether the address is new to this run. */
  plan(url: string): boolean {
    if (this.planned.has(url)) return false;
    this.planned.add(url);
    return true;
  }
}

class Report {
  readonly counts: ImportCounts = { ...EMPTY_IMPORT_COUNTS };
  readonly warnings: ImportWarning[] = [];
  warningsCount = 0;

  warn(code: ImportWarningCode, item: string, detail = ''): void {
    this.warningsCount++;
    if (this.warnings.length < IMPORT_LIMITS.warnings) this.warnings.push({ code, item: item.slice(0, 200), detail: detail.slice(0, 500) });
  }
}

async function mappedIds(context: ImportContext, sourceKey: string, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let at = 0; at < ids.length; at += 1_000) {
    const rows = await context.db
      .select({ externalId: importedItems.externalId })
      .from(importedItems)
      .where(and(eq(importedItems.sourceKey, sourceKey), inArray(importedItems.externalId, ids.slice(at, at + 1_000))));
    for (const row of rows) found.add(row.externalId);
  }
  return found;
}

/** Claims the source for this run: a second real run of the same source while one is going is refused. */
async function startRun(context: ImportContext, row: ImportRow, sourceKey: string, total: number): Promise<void> {
  try {
    await context.db.update(imports).set({ status: 'running', sourceKey, total }).where(eq(imports.id, row.id));
  } catch (error) {
    if (isUniqueViolation(error, 'imports_running_source_unique')) throw new RunFailure('imports.errors.running');
    throw error;
  }
}

async function finish(context: ImportContext, row: ImportRow, report: Report, error: string | null): Promise<void> {
  await inTransaction(context.db, async (tx) => {
    await tx
      .update(imports)
      .set({ status: error === null ? 'finished' : 'failed', error, counts: report.counts, warnings: report.warnings, warningsCount: report.warningsCount, current: '', finishedAt: new Date() })
      .where(eq(imports.id, row.id));
    if (!row.dryRun) await recordEvents(tx, adminActed(row.createdBy, 'import.finished', { type: 'import', id: row.id, name: row.sourceName }, { ...report.counts, error }));
  });
  // The export holds the old site's e-mail addresses: it is kept only while a run may still need it.
  if (row.fileKey !== null) await context.storage.delete([row.fileKey]);
}

const itemName = (title: string, externalId: string) => title.trim() || externalId;

/** Runs the import whose row is given; a finished or failed one is left alone (a job delivered twice). */
export async function runImport(context: ImportContext, importId: number): Promise<void> {
  const [row] = await context.db.select().from(imports).where(eq(imports.id, importId)).limit(1);
  if (!row || row.status === 'finished' || row.status === 'failed') return;
  const report = new Report();
  try {
    const runner = await accountOf(context.db, row.createdBy);
    if (!runner) throw new RunFailure('errors.notFound');
    const source = readSource(row.kind, await sourceText(context, row), row.feedUrl);
    if (source.items.length > IMPORT_LIMITS.items) report.warn('too_many_items', source.key, String(source.items.length));
    const items = source.items.slice(0, IMPORT_LIMITS.items);
    report.counts.skipped = source.skipped;
    await startRun(context, row, source.key, items.length);

    const mapped = await mappedIds(context, source.key, items.map((item) => item.externalId));
    const authors = new AuthorMap(context, source.authors, row.authors, runner, row.dryRun, {
      created: () => report.counts.authors_created++,
      mapped: () => report.counts.authors_mapped++,
      unusable: (key) => report.warn('author_unusable', key),
    });
    const pictures = new PictureCopies(context, runner.id);

    for (const [index, item] of items.entries()) {
      const name = itemName(item.title, item.externalId);
      if (mapped.has(item.externalId)) report.counts.already_imported++;
      else await importItem(context, row, source.key, item, name, { authors, pictures, report });
      await context.db
        .update(imports)
        .set({ done: index + 1, current: name.slice(0, 200), counts: report.counts, warningsCount: report.warningsCount })
        .where(eq(imports.id, row.id));
    }
    await finish(context, row, report, null);
  } catch (error) {
    if (!(error instanceof RunFailure)) {
      await finish(context, row, report, 'errors.internal');
      throw error;
    }
    await finish(context, row, report, error.message);
  }
}

interface RunParts {
  authors: AuthorMap;
  pictures: PictureCopies;
  report: Report;
}

function withCopy(block: Block, copy: MediaRow): Block {
  return block.type === 'carousel' ? { ...block, data: { items: [carouselItem(copy, false)] } } : block;
}

async function importItem(context: ImportContext, row: ImportRow, sourceKey: string, item: ImportSource['items'][number], name: string, { authors, pictures, report }: RunParts): Promise<void> {
  const composed = composePost(item);
  if (composed.truncated) report.warn('truncated', name);
  const author = await authors.author(item.authorKey);

  if (row.dryRun) {
    for (const url of composed.pictures) if (pictures.plan(url)) report.counts.pictures_copied++;
    report.counts.created++;
    if (item.draft) report.counts.drafts++;
    return;
  }

  const copies = new Map<string, MediaRow>();
  for (const url of composed.pictures) {
    const counted = pictures.has(url);
    const copy = await pictures.copy(url);
    if (copy) copies.set(url, copy);
    else report.warn('picture_failed', name, url);
    if (!counted) report.counts[copy ? 'pictures_copied' : 'pictures_failed']++;
  }
  const blocks = composed.pieces.flatMap(({ block, picture }) => {
    if (picture === null) return [block];
    const copy = copies.get(picture);
    return copy ? [withCopy(block, copy)] : [];
  });

  try {
    await inTransaction(context.db, async (tx) => {
      const saved = await savePost({ ...context, db: tx }, author, { blocks, category_id: row.communityId, is_publish: !item.draft }, { publishedAt: item.publishedAt });
      const inserted = await tx
        .insert(importedItems)
        .values({ sourceKey, externalId: item.externalId, postId: saved.id, importId: row.id })
        .onConflictDoNothing()
        .returning({ postId: importedItems.postId });
      if (inserted.length === 0) throw new AlreadyImported();
    });
    report.counts.created++;
    if (item.draft) report.counts.drafts++;
  } catch (error) {
    if (error instanceof AlreadyImported) report.counts.already_imported++;
    else if (error instanceof DomainError) {
      report.counts.failed++;
      report.warn('post_failed', name, error.code);
    } else throw error;
  }
}
