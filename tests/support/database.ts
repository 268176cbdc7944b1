/**
 * Test databases. Without DATABASE_URL: in-memory PGlite loaded from a migrated dump.
 * With DATABASE_URL (CI's second pass): a fresh PostgreSQL database per test file, cloned
 * from a migrated template database, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client.ts';

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

/** Read once per worker: a Blob is never changed by reading it, so every file's database can unpack the same one. */
let pgliteTemplate: Promise<Blob> | undefined;

export async function openTestDatabase(): Promise<Database> {
  if (!process.env.DATABASE_URL) {
    pgliteTemplate ??= readFile(process.env.PERO_TEST_PGLITE_DUMP!).then((dump) => new Blob([dump]));
    return openDatabase({ kind: 'memory', loadDataDir: await pgliteTemplate });
  }
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
