/** Migrates one template database for the whole run; each test file clones it. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dumpPglite, openDatabase } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/platform/migrate.ts';
import { adminQuery, serverUrl, TEMPLATE_DB } from './database.ts';

export default async function setup() {
  if (process.env.DATABASE_URL) {
    await adminQuery(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${TEMPLATE_DB}`);
    const database = await openDatabase({ kind: 'postgres', url: serverUrl(TEMPLATE_DB) });
    await migrateDatabase(database);
    await database.close();
    return async () => adminQuery(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'pero-test-'));
  const database = await openDatabase({ kind: 'memory' });
  await migrateDatabase(database);
  const dumpFile = path.join(dir, 'template.tar');
  await writeFile(dumpFile, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
  await database.close();
  process.env.PERO_TEST_PGLITE_DUMP = dumpFile;
  return async () => rm(dir, { recursive: true, force: true });
}
