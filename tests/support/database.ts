/**
 * Test databases. Without DATABASE_URL: in-memory PGlite loaded from a migrated dump, emptied
 * back to the dump's state when closed, its thread handed to the next file of the worker.
 * With DATABASE_URL (CI's second pass): a fresh PostgreSQL database per test file, cloned
 * from a migrated template database, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { databaseOnThread } from '../../src/server/db/embedded/embedded.ts';
import { EmbeddedThread } from '../../src/server/db/embedded/embedded-thread.ts';

/** PERO_TEST_TEMPLATE lets two checkouts run the PostgreSQL pass at once without sharing a template. */
export const TEMPLATE_DB = process.env.PERO_TEST_TEMPLATE ?? 'pero_test_template';

export function serverUrl(databaseName: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(): Promise<Database> {
  if (!process.env.DATABASE_URL) return openPgliteTestDatabase();
  const name = `pero_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  const database = await openDatabase({ kind: 'postgres', url: serverUrl(name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Opening a PGlite database from the dump costs about a second of CPU (a thread, a WebAssembly
 * instance, its files unpacked, the server started); emptying one costs a tenth of that. So a closed
 * one is emptied back to the dump's state — its rows, its sequences, no planner statistics, no
 * listeners — its connection ends (which drops its prepared statements), and the worker's next file
 * connects to the same thread.
 */
const idle: EmbeddedThread[] = [];

/** Read once per worker: every thread unpacks a copy of the same bytes. */
let dump: Promise<Uint8Array> | undefined;

/** The statements that bring a used database back to the dump's state, learned from the first one opened. */
let emptying: Promise<string> | undefined;

async function openPgliteTestDatabase(): Promise<Database> {
  let thread = idle.pop();
  if (!thread) {
    dump ??= readFile(process.env.PERO_TEST_PGLITE_DUMP!);
    thread = await EmbeddedThread.start({ loadDataDir: await dump });
  }
  const running = thread;
  // Closing a file's database leaves the thread for the next file.
  const opened = databaseOnThread(running, async () => {});
  emptying ??= statementsToEmpty(opened);
  await emptying;
  const unlisteners: Array<() => Promise<void>> = [];
  return {
    ...opened,
    listen: async (channel, onNotify, onError) => {
      const unlisten = await opened.listen(channel, onNotify, onError);
      unlisteners.push(unlisten);
      return unlisten;
    },
    close: async () => {
      try {
        for (const unlisten of unlisteners) await unlisten();
        await opened.execute(await emptying!);
        await opened.close();
      } catch {
        // A test that broke its database (closed it, say) leaves nothing to hand on.
        await running.close().catch(() => undefined);
        return;
      }
      idle.push(running);
    },
  };
}

/**
 * The job queue's queues outlive a file as they outlive a restart: each is a table of its own
 * (a partition of the jobs table, emptied with it) that the next app would otherwise create again.
 */
const QUEUES = 'pgboss.queue';

/** Reads the dump's rows and sequences from a database nothing has written to yet. */
async function statementsToEmpty(database: Database): Promise<string> {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const { rows: tables } = (await database.execute(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1",
  )) as { rows: Array<{ name: string }> };
  const refill: string[] = [];
  for (const { name } of tables) {
    const { rows } = (await database.execute(`select coalesce(json_agg(t), '[]') as rows from ${name} t`)) as { rows: Array<{ rows: unknown[] }> };
    if (rows[0]!.rows.length > 0) refill.push(`insert into ${name} select * from json_populate_recordset(null::${name}, ${literal(JSON.stringify(rows[0]!.rows))})`);
  }
  const { rows: sequences } = (await database.execute(
    "select format('%I.%I', schemaname, sequencename) as name, last_value::text as value from pg_sequences",
  )) as { rows: Array<{ name: string; value: string | null }> };
  return [
    'reset all',
    'unlisten *',
    'discard temp',
    'select pg_advisory_unlock_all()',
    `truncate ${tables.map(({ name }) => name).filter((name) => name !== QUEUES).join(', ')}`,
    ...refill,
    ...sequences.map(({ name, value }) => (value === null ? `alter sequence ${name} restart` : `select setval(${literal(name)}, ${value})`)),
    // What ANALYZE learned about one file's rows would steer the next file's plans.
    "delete from pg_statistic where starelid in (select oid from pg_class where relnamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace, 'pg_toast'::regnamespace))",
  ].join(';\n');
}
