/**
 * A fresh database for one bench pass, filled before the server starts (so the embedded
 * database's directory lock is free): migrations, the demo content, the large data set when
 * asked, and a session for a demo reader, made directly in the sessions table so the
 * rate-limited sign-in is never involved. On PostgreSQL the pass gets a database of its own
 * that is dropped afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig, type Config } from '../src/server/config.ts';
import { openDatabase, queryRows, type Database, type Db } from '../src/server/db/client.ts';
import { databaseTarget } from '../src/server/db/target.ts';
import { posts, subsites, tagCounts } from '../src/server/db/schema/index.ts';
import { createSession, SESSION_COOKIE } from '../src/server/kernel/sessions.ts';
import { findAccountIdByEmail } from '../src/server/features/accounts/accounts.commands.ts';
import { postPath } from '../src/shared/slugs.ts';
import { migrateDatabase } from '../src/server/platform/migrate.ts';
import { createStorage } from '../src/server/platform/storage/index.ts';
import { DEMO_PEOPLE } from '../src/server/seed/demo-data.ts';
import { seedDemo } from '../src/server/seed/demo.ts';
import { addChatPeople, type ChatFixture } from './chat-load.ts';
import { addLongDiscussion, type DiscussionPaths } from './comments-dataset.ts';
import { generateLargeDataset, type LargeDatasetCounts } from './large-dataset.ts';
import { addStatisticsHistory, type StatisticsFixture } from './statistics-dataset.ts';

export type BenchDatabaseKind = 'embedded' | 'postgres';
export type Dataset = 'demo' | 'large';

/** What the scenarios need to know about the content. */
export interface Fixture extends DiscussionPaths {
  /** The published post with the most content: the heaviest post page. */
  postPath: string;
  /** The tag carried by the most posts: a full first page of cards. */
  tagPath: string;
  /** Cookie header of a signed-in demo reader (an ordinary user, not an editor). */
  memberCookie: string;
  /** Cookie header of a demo site editor, who may see every blog's and community's statistics. */
  editorCookie: string;
  statistics: StatisticsFixture;
  /** The chat scenario's people, chats and sessions (bench/chat-load.ts). */
  chatPeople: ChatFixture;
  largeDataset: LargeDatasetCounts | null;
}

export interface PreparedDatabase {
  /** Environment for the server process: its data directory and database. */
  env: Record<string, string>;
  fixture: Fixture;
  dispose(): Promise<void>;
}

/** Where the bench creates and drops its PostgreSQL database (any database on that server will do). */
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POSTGRES_BENCH_DATABASE = 'pero_bench';

export async function prepareDatabase(kind: BenchDatabaseKind, dataset: Dataset, log: (line: string) => void): Promise<PreparedDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pero-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (kind === 'postgres') env.DATABASE_URL = await createPostgresDatabase();
  const dispose = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await dropPostgresDatabase();
  };

  try {
    return await withDemoContent(env, async (database, config) => {
      const largeDataset = dataset === 'large' ? await generateLargeDataset(database, config.passwordHashing, log) : null;
      const pages = await pickPages(database.db);
      const discussion = await addLongDiscussion(database.db, pages.postId);
      const chatPeople = await addChatPeople(database.db, config.sessionSecret);
      const statistics = await addStatisticsHistory(database.db, log);
      const cookies = { memberCookie: await sessionCookie(database.db, DEMO_PEOPLE.find((person) => !person.role)!.email), editorCookie: await sessionCookie(database.db, DEMO_PEOPLE.find((person) => person.role === 'editor')!.email) };
      return { env, fixture: { postPath: pages.postPath, tagPath: pages.tagPath, ...discussion, ...cookies, statistics, largeDataset, chatPeople }, dispose };
    });
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** Opens the database the server environment `env` names, migrates it, adds the demo content, then runs `fill` on it. */
export async function withDemoContent<T>(env: Record<string, string>, fill: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'warn' });
  const database = await openDatabase(databaseTarget(config));
  try {
    await migrateDatabase(database);
    const storage = createStorage(config);
    await seedDemo(database.db, storage, config.passwordHashing, config.sessionSecret, () => undefined);
    storage.close?.();
    return await fill(database, config);
  } finally {
    await database.close();
  }
}

async function pickPages(db: Db) {
  const [post] = await queryRows<{ id: number; slug: string; owner: string }>(
    db,
    sql`select p.id, p.slug, s.slug as owner from ${posts} p join ${subsites} s on s.id = p.subsite_id
        where p.is_publish and p.deleted_at is null and p.reply_id is null
        order by length(p.blocks::text) desc, p.id limit 1`,
  );
  const [tag] = await db.select({ tag: tagCounts.tag }).from(tagCounts).orderBy(desc(tagCounts.postsCount), tagCounts.tag).limit(1);
  if (!post || !tag) throw new Error('the demo content has no published post or tag to measure');
  return { postId: post.id, postPath: encodeURI(postPath(post.owner, post.id, post.slug)), tagPath: `/tag/${encodeURIComponent(tag.tag)}` };
}

async function sessionCookie(db: Db, email: string): Promise<string> {
  const id = await findAccountIdByEmail(db, email);
  if (!id) throw new Error(`demo person ${email} is missing`);
  return `${SESSION_COOKIE}=${await createSession(db, id, { userAgent: 'pero-bench' })}`;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL pass can run here: a server answers at BENCH_POSTGRES_URL. */
export async function postgresAvailable(): Promise<boolean> {
  try {
    await withAdmin((client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

async function createPostgresDatabase(): Promise<string> {
  await dropPostgresDatabase();
  await withAdmin((client) => client.query(`create database ${POSTGRES_BENCH_DATABASE}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${POSTGRES_BENCH_DATABASE}`;
  return url.href;
}

async function dropPostgresDatabase(): Promise<void> {
  await withAdmin((client) => client.query(`drop database if exists ${POSTGRES_BENCH_DATABASE} with (force)`));
}
