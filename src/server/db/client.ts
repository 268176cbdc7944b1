import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type * as schema from './schema/index.ts';
import { openEmbedded, type EmbeddedTarget } from './embedded/embedded.ts';
import { openPostgres, type PostgresTarget } from './postgres.ts';
import type { DatabaseStats } from './stats.ts';

export { dumpEmbedded, loadEmbeddedDataDir } from './embedded/embedded.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Both engines answer `{rows}`, which Db's generic type hides. */
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

export type DatabaseTarget = PostgresTarget | EmbeddedTarget;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target) : openEmbedded(target);
}
