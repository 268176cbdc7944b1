// What every node-postgres pool here shares, PostgreSQL's and the embedded database's.
import type pg from 'pg';

export function quietPool(pool: pg.Pool): pg.Pool {
  // A client that loses its server emits `error`, and an unheard `error` ends the process; the pool
  // hears only its idle clients, so a checked-out one needs its own listener.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** Database.execute: without values the text may hold several statements, answering the last one's rows. */
export async function executeOn(pool: pg.Pool, text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
  const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
  const last = Array.isArray(result) ? result.at(-1) : result;
  return { rows: last?.rows ?? [] };
}
