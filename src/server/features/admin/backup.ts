// Put back by the CLI only (`pero restore`), with the server stopped. A PostgreSQL server has its own tools (pg_dump),
// which know its version: we point at them rather than reimplement them.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dumpEmbedded, loadEmbeddedDataDir, type Database } from '../../db/client.ts';
import { acquireDirectoryLock } from '../../db/directory-lock.ts';

export const PG_DUMP_HINT = 'pg_dump --format=custom --file=pero.dump "$DATABASE_URL"';
export const PG_RESTORE_HINT = 'pg_restore --clean --if-exists --dbname="$DATABASE_URL" pero.dump';

export class BackupUnavailable extends Error {}

export async function backupEmbedded(database: Database): Promise<Blob> {
  if (database.kind === 'postgres') throw new BackupUnavailable(`The database is a PostgreSQL server: back it up with ${PG_DUMP_HINT}`);
  return dumpEmbedded(database, 'gzip');
}

/** A file name that sorts by time: `pero-2026-11-24-0915.tar.gz`. */
export function backupFileName(now = new Date()): string {
  return `pero-${now.toISOString().slice(0, 16).replace('T', '-').replace(':', '')}.tar.gz`;
}

/** Writes a backup to `file`; an existing file is never overwritten. */
export async function writeBackup(database: Database, file: string): Promise<number> {
  const bytes = Buffer.from(await (await backupEmbedded(database)).arrayBuffer());
  writeFileSync(file, bytes, { flag: 'wx' });
  return bytes.length;
}

/**
 * Refuses while a process (the server) holds the directory. The replaced database is kept beside it, renamed, so a wrong
 * file costs nothing; answers where it went (null when there was none).
 */
export async function restoreEmbedded(dataDir: string, file: string, now = new Date()): Promise<string | null> {
  const archive = new Blob([readFileSync(file)]);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const lock = acquireDirectoryLock(dataDir);
  try {
    const kept = existsSync(dataDir) ? `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}` : null;
    if (kept) renameSync(dataDir, kept);
    try {
      await loadEmbeddedDataDir(dataDir, archive);
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      if (kept) renameSync(kept, dataDir);
      throw error;
    }
    return kept;
  } finally {
    lock.release();
  }
}
