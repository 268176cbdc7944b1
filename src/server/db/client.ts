import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import * as schema from './schema/index.ts';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock.ts';
import { useNamedStatements } from './pglite-statements.ts';
import { projectPath } from '../lib/paths.ts';
import { openPostgres, type PostgresTarget } from './postgres.ts';
import type { DatabaseStats } from './stats.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Both drivers answer `{rows}`, which Db's generic type hides. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** Typed as a Db so commands written against Db run inside it; a Db already in a transaction nests as a savepoint. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((transaction) => work(transaction as unknown as Db));
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs `work` while no other process sharing the database runs its own (start-up: migrating, seeding). */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** On the direct connection (the job queue's). Without values the text may hold several statements; the rows are those of the last one. */
  execute(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The primary is lost and replicas serve reads: writes fail at once with DatabaseReadOnly. */
  readOnly(): boolean;
  stats(): DatabaseStats;
  listen(channel: string, onNotify: () => void, onError: (err: Error) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | PostgresTarget
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; loadDataDir?: Blob };

const MIGRATIONS = projectPath('src/server/db/migrations');

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target) : openPglite(target);
}

async function openPglite(target: Exclude<DatabaseTarget, { kind: 'postgres' }>): Promise<Database> {
  let lock: DirectoryLock | null = null;
  let client: PGlite;
  if (target.kind === 'pglite') {
    // nodefs does not create parents, and the lock must exist before the files are touched.
    mkdirSync(path.dirname(target.dataDir), { recursive: true });
    lock = acquireDirectoryLock(target.dataDir);
    try {
      client = await PGlite.create(target.dataDir, { extensions: { pg_trgm } });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: target.loadDataDir });
  }
  useNamedStatements(client);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS }),
    // One process holds the directory lock: there is no one else to wait for.
    exclusively: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    execute: async (text, values) => {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    readOnly: () => false,
    stats: () => ({ pools: [], replicas: [], readOnly: false }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** The PGlite instance under an embedded database's Drizzle. */
export function pgliteOf(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

export async function dumpPglite(database: Database, compression: 'none' | 'gzip' = 'none'): Promise<Blob> {
  return pgliteOf(database).dumpDataDir(compression);
}

export async function loadPgliteDataDir(dataDir: string, archive: Blob): Promise<void> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: archive });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
}
