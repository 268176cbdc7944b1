import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock.ts';
import { useNamedStatements } from './pglite-statements.ts';
import { projectPath } from '../lib/paths.ts';

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
  ping(): Promise<void>;
  /** Without values the text may hold several statements; the rows are those of the last one. */
  execute(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  listen(channel: string, onNotify: () => void, onError: (err: Error) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; loadDataDir?: Blob };

const MIGRATIONS = projectPath('src/server/db/migrations');

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A client that loses its server emits `error`, and an unheard `error` ends the process; the pool
  // hears only its idle clients, so a checked-out one needs its own listener.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS }),
    ping: async () => {
      await pool.query('select 1');
    },
    execute: async (text, values) => {
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [] };
    },
    listen: (channel, onNotify, onError) => listenOnPostgres(url, channel, onNotify, onError),
    close: () => pool.end(),
  };
}

// A lost LISTEN connection reconnects with back-off; what was notified meanwhile is found by the
// listener's periodic sweep, so a lost notification only delays.
async function listenOnPostgres(url: string, channel: string, onNotify: () => void, onError: (err: Error) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 500;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', (err) => {
      onError(err);
      void next.end().catch(() => undefined);
      if (client === next) reconnect();
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    client = next;
    retryMs = 500;
  };
  const reconnect = () => {
    client = null;
    if (stopped) return;
    const timer = setTimeout(() => connect().catch((err: Error) => (onError(err), reconnect())), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
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
    ping: async () => {
      await client.query('select 1');
    },
    execute: async (text, values) => {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    listen: (channel, onNotify) => client.listen(channel, onNotify),
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
