/**
 * Migrates one template database for the whole run; each test file clones it. The PGlite
 * template is kept between runs under node_modules/.cache, keyed by the migrations, this file
 * and the versions of PGlite and of the job queue (which adds its own tables), because
 * migrating from scratch is the one step every run waits for.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dumpEmbedded, openDatabase, type Database } from '../../src/server/db/client.ts';
import { projectPath } from '../../src/server/lib/paths.ts';
import { migrateDatabase } from '../../src/server/platform/migrate.ts';
import { adminQuery, serverUrl, TEMPLATE_DB } from './database.ts';

const CACHE_DIR = projectPath('node_modules/.cache/pero-tests');

export default async function setup() {
  if (process.env.DATABASE_URL) {
    await adminQuery(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${TEMPLATE_DB}`);
    const database = await openDatabase({ kind: 'postgres', url: serverUrl(TEMPLATE_DB) });
    await migrateDatabase(database);
    await database.close();
    return async () => adminQuery(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  }
  process.env.PERO_TEST_PGLITE_DUMP = await pgliteTemplate();
}

async function pgliteTemplate(): Promise<string> {
  const dumpFile = path.join(CACHE_DIR, `template-${await templateKey()}.tar`);
  if (existsSync(dumpFile)) return dumpFile;

  const database = await openDatabase({ kind: 'memory' });
  await migrateDatabase(database);
  await dropTemplateDatabases(database);
  const dump = Buffer.from(await (await dumpEmbedded(database)).arrayBuffer());
  await database.close();
  await mkdir(CACHE_DIR, { recursive: true });
  for (const stale of await readdir(CACHE_DIR)) {
    if (stale.endsWith('.tar')) await rm(path.join(CACHE_DIR, stale), { force: true });
  }
  // Renamed into place, so a run started meanwhile never reads half a file.
  const partial = `${dumpFile}.${process.pid}`;
  await writeFile(partial, dump);
  await rename(partial, dumpFile);
  return dumpFile;
}

/**
 * Tests never create a database, so the two templates PostgreSQL keeps for that are dropped:
 * they are two thirds of the files every test file's database unpacks.
 */
async function dropTemplateDatabases(database: Database) {
  for (const name of ['template0', 'template1']) {
    await database.execute(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await database.execute(`DROP DATABASE ${name}`);
  }
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  // How the template is made is part of what it is.
  hash.update(await readFile(fileURLToPath(import.meta.url)));
  for (const dependency of ['@electric-sql/pglite', 'pg-boss']) {
    const manifest = JSON.parse(await readFile(projectPath('node_modules', dependency, 'package.json'), 'utf8')) as { version: string };
    hash.update(`${dependency}@${manifest.version}`);
  }
  const migrations = projectPath('src/server/db/migrations');
  for (const entry of (await readdir(migrations, { recursive: true })).sort()) {
    const file = path.join(migrations, entry);
    if (entry.endsWith('.sql') || entry.endsWith('.json')) hash.update(entry).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}
