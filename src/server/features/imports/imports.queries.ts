import { desc, eq, inArray } from 'drizzle-orm';
import { IMPORT_LIMITS, type ImportDto } from '../../../shared/dto/import.ts';
import type { Db } from '../../db/client.ts';
import { imports, subsites } from '../../db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';

type ImportRow = typeof imports.$inferSelect;

function present(row: ImportRow, community: ImportDto['community']): ImportDto {
  return {
    id: row.id,
    kind: row.kind,
    source: row.sourceName,
    dry_run: row.dryRun,
    authors: row.authors,
    community,
    status: row.status,
    done: row.done,
    total: row.total,
    current: row.current,
    counts: row.counts,
    error: row.error,
    warnings: row.warnings,
    warnings_count: row.warningsCount,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

async function presentAll(db: Db, rows: ImportRow[]): Promise<ImportDto[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.communityId === null ? [] : [row.communityId])))];
  const communities = ids.length === 0 ? [] : await db.select({ id: subsites.id, slug: subsites.slug, name: subsites.name }).from(subsites).where(inArray(subsites.id, ids));
  const byId = new Map(communities.map((community) => [community.id, community]));
  return rows.map((row) => present(row, row.communityId === null ? null : (byId.get(row.communityId) ?? null)));
}

/** The newest first: what the panel lists and polls. */
export async function recentImports(db: Db): Promise<ImportDto[]> {
  const rows = await db.select().from(imports).orderBy(desc(imports.id)).limit(IMPORT_LIMITS.listed);
  return presentAll(db, rows);
}

export async function importDto(db: Db, id: number): Promise<ImportDto> {
  const rows = await db.select().from(imports).where(eq(imports.id, id)).limit(1);
  if (rows.length === 0) throw new NotFound();
  return (await presentAll(db, rows))[0]!;
}
