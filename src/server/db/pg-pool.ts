// What every node-postgres pool here shares, PostgreSQL's and the embedded database's.
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import * as schema from './schema/index.ts';
import type { Db } from './client.ts';
import { projectPath } from '../lib/paths.ts';

/** Read at run time, from the source tree, by the bundled server too. */
const MIGRATIONS = projectPath('src/server/db/migrations');

export function quietPool(pool: pg.Pool): pg.Pool {
  // A client that loses its server emits `error`, and an unheard `error` ends the process; the pool
  // hears only its idle clients, so a checked-out one needs its own listener.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** Drizzle on a pool or one of its clients. */
export function drizzleOn(client: pg.Pool | pg.PoolClient): Db {
  return drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
}

export async function migrateOn(client: pg.Pool | pg.PoolClient): Promise<void> {
  await migrate(drizzleOn(client) as never, { migrationsFolder: MIGRATIONS });
}

/** Database.execute: without values the text may hold several statements, answering the last one's rows. */
export async function executeOn(pool: pg.Pool, text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
  const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
  const last = Array.isArray(result) ? result.at(-1) : result;
  return { rows: last?.rows ?? [] };
}
