import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { OperationsDto } from '../../../shared/dto/admin-ops.ts';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { inertiaHeaders, publishPost } from '../../../../tests/support/posts.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { commands, offlineCommands, UsageError } from '../../cli/commands.ts';
import { loadEmbeddedDataDir, openDatabase, type Database } from '../../db/client.ts';
import { DatabaseLockedError } from '../../db/directory-lock.ts';
import { adminLog, follows, posts, subsites } from '../../db/schema/index.ts';
import { migrateDatabase } from '../../platform/migrate.ts';
import { createAccount } from '../accounts/index.ts';

let app: FastifyInstance;
let admin: TestUser;
let scratch: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createUser(app, { role: 'super_admin' });
  scratch = mkdtempSync(path.join(tmpdir(), 'pero-ops-'));
});
afterAll(async () => {
  await app.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function asAdmin(method: 'GET' | 'POST', url: string) {
  return app.inject({ method, url, headers: { ...(await sessionHeaders(app, admin.id)), ...(method === 'GET' ? inertiaHeaders : {}) }, payload: method === 'POST' ? {} : undefined });
}

async function operations(): Promise<OperationsDto> {
  const res = await asAdmin('GET', '/admin-panel/operations');
  expect(res.statusCode).toBe(200);
  return res.json<{ props: { operations: OperationsDto } }>().props.operations;
}

const loggedActions = async () => (await app.db.select({ action: adminLog.action, subject: adminLog.subject }).from(adminLog).orderBy(asc(adminLog.id))).map((row) => `${row.action} ${row.subject}`.trim());

describe('the job queues', () => {
  it('shows a job that failed for good with its error, and Retry puts it back in its queue', async () => {
    const [{ id }] = (
      await app.database.execute(
        `insert into pgboss.job (name, data, state, retry_count, output, completed_on) values ('media.cleanup', '{}', 'failed', 5, '{"message":"the disk is full"}', now()) returning id`,
        [],
      )
    ).rows as [{ id: string }];
    const before = await operations();
    expect(before.failed).toEqual([expect.objectContaining({ id, name: 'media.cleanup', error: 'the disk is full', retries: 5 })]);
    expect(before.queues.find((queue) => queue.name === 'media.cleanup')).toMatchObject({ failed: 1, queued: 0 });

    expect((await asAdmin('POST', `/admin-panel/operations/jobs/media.cleanup/${id}/retry`)).statusCode).toBe(204);
    const after = await operations();
    expect(after.failed).toEqual([]);
    expect(after.queues.find((queue) => queue.name === 'media.cleanup')).toMatchObject({ failed: 0, queued: 1 });

    // Retried once: a second press finds no failed job.
    expect((await asAdmin('POST', `/admin-panel/operations/jobs/media.cleanup/${id}/retry`)).statusCode).toBe(404);
    await app.jobs.runDue();
    const [job] = (await app.database.execute(`select state from pgboss.job where id = $1`, [id])).rows as [{ state: string }];
    expect(job.state).toBe('completed');
    await settle(app);
    expect(await loggedActions()).toContain('jobs.retried media.cleanup');
  });
});

describe('the recount', () => {
  it('queues a job and answers at once; the job mends broken counters', async () => {
    const author = await createUser(app);
    const reader = await createUser(app);
    const post = await publishPost(app, author.id, { title: 'Пост со счётчиками' });
    await app.db.insert(follows).values({ userId: reader.id, subsiteId: author.id });
    await app.db.update(posts).set({ commentsCount: 42, reactionSum: 7, reactionCounts: { 1: 3 }, reactionCount: 3 }).where(eq(posts.id, post.id));
    await app.db.update(subsites).set({ postsCount: 9 }).where(eq(subsites.id, author.id));

    expect((await asAdmin('POST', '/admin-panel/operations/recount')).statusCode).toBe(204);
    const [stillBroken] = await app.db.select({ commentsCount: posts.commentsCount }).from(posts).where(eq(posts.id, post.id));
    expect(stillBroken!.commentsCount).toBe(42);

    await app.jobs.runDue();
    const [mended] = await app.db
      .select({ commentsCount: posts.commentsCount, reactionSum: posts.reactionSum, reactionCounts: posts.reactionCounts, reactionCount: posts.reactionCount })
      .from(posts)
      .where(eq(posts.id, post.id));
    expect(mended).toEqual({ commentsCount: 0, reactionSum: 0, reactionCounts: {}, reactionCount: 0 });
    const counts = async (id: number) =>
      (await app.db.select({ posts: subsites.postsCount, followers: subsites.followersCount, followings: subsites.followingsCount }).from(subsites).where(eq(subsites.id, id)))[0];
    expect(await counts(author.id)).toEqual({ posts: 1, followers: 1, followings: 0 });
    expect(await counts(reader.id)).toEqual({ posts: 0, followers: 0, followings: 1 });
    await settle(app);
    expect(await loggedActions()).toContain('counters.recounted');
  });

  it('changes nothing in a database whose counters are right', async () => {
    expect(await commands.recount!(app.database, [], app.config)).toMatch(/^Counters recounted: 0 rows corrected/);
  });
});

/** A scratch embedded database in its own directory, with an author and two posts. */
async function scratchDatabase(dataDir: string): Promise<{ database: Database; authorId: number; titles: string[] }> {
  // Started from the migrated template when this run has one: migrating from scratch is slow.
  const template = process.env.PERO_TEST_PGLITE_DUMP;
  if (template) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    await loadEmbeddedDataDir(dataDir, new Blob([readFileSync(template)]));
  }
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await migrateDatabase(database);
  const { id } = await createAccount(database.db, { email: 'author@example.test', password: 'long-enough-pass', name: 'Автор' }, app.config.passwordHashing);
  const titles = ['Первый пост', 'Второй пост'];
  for (const title of titles) await database.db.insert(posts).values({ userId: id, subsiteId: id, slug: 'post', title, isPublish: true, publishedAt: new Date() });
  return { database, authorId: id, titles };
}

const titlesIn = async (database: Database) => (await database.db.select({ title: posts.title }).from(posts).orderBy(asc(posts.id))).map((row) => row.title);

describe('backup and restore of the embedded database', () => {
  it('pero backup, then pero restore on another data directory, gives back the same posts; the replaced database is kept', async () => {
    const file = path.join(scratch, 'backup.tar.gz');
    const { database, authorId, titles } = await scratchDatabase(path.join(scratch, 'source', 'db'));
    try {
      expect(await commands.backup!(database, [file], app.config)).toMatch(/^Backup written to .*backup\.tar\.gz/);
      await expect(commands.backup!(database, [file], app.config)).rejects.toThrow(/already exists/);
      await database.db.insert(posts).values({ userId: authorId, subsiteId: authorId, slug: 'post', title: 'После копии' });
    } finally {
      await database.close();
    }

    const config = { ...app.config, databaseUrl: null, dataDir: path.join(scratch, 'target') };
    const target = path.join(config.dataDir, 'db');
    expect(await offlineCommands.restore!([file], config)).toMatch(/^Database restored from \S+\.$/);
    // An existing database is replaced, and kept beside the new one.
    const existing = await openDatabase({ kind: 'pglite', dataDir: target });
    await existing.db.insert(posts).values({ userId: authorId, subsiteId: authorId, slug: 'post', title: 'Только в старой базе' });
    // While a process holds the directory, restore refuses to touch it.
    await expect(offlineCommands.restore!([file], config)).rejects.toThrow(DatabaseLockedError);
    await existing.close();

    expect(await offlineCommands.restore!([file], config)).toMatch(/^Database restored from .* The database it replaced is kept at .*before-restore/);
    expect(readdirSync(config.dataDir).filter((name) => name.startsWith('db.before-restore-'))).toHaveLength(1);
    const restored = await openDatabase({ kind: 'pglite', dataDir: target });
    try {
      expect(await titlesIn(restored)).toEqual(titles);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a missing file and a PostgreSQL target with a usage error', async () => {
    await expect(offlineCommands.restore!([path.join(scratch, 'nothing.tar.gz')], { ...app.config, databaseUrl: null, dataDir: scratch })).rejects.toThrow(UsageError);
    await expect(offlineCommands.restore!([path.join(scratch, 'backup.tar.gz')], { ...app.config, databaseUrl: 'postgres://x@127.0.0.1/x' })).rejects.toThrow(/pg_restore/);
  });

  it.skipIf(process.env.DATABASE_URL)("downloads the running server's database from the panel, and the download restores", async () => {
    const author = await createUser(app);
    await publishPost(app, author.id, { title: 'Пост из работающего сервера' });
    const res = await asAdmin('GET', '/admin-panel/operations/backup');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pero-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz"$/);
    const file = path.join(scratch, 'download.tar.gz');
    writeFileSync(file, res.rawPayload);

    const config = { ...app.config, databaseUrl: null, dataDir: path.join(scratch, 'from-panel') };
    await offlineCommands.restore!([file], config);
    const restored = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
    try {
      expect(await titlesIn(restored)).toEqual(await titlesIn(app.database));
    } finally {
      await restored.close();
    }
    await settle(app);
    expect(await loggedActions()).toContain('backup.downloaded');
  });

  it.runIf(process.env.DATABASE_URL)('answers 404 to the download on PostgreSQL, whose own tools make backups', async () => {
    expect((await asAdmin('GET', '/admin-panel/operations/backup')).statusCode).toBe(404);
    expect((await operations()).pg_dump).toContain('pg_dump');
  });
});

describe('who may use operations', () => {
  it('refuses the backup download to everyone but a super admin, as a missing page', async () => {
    const member = await createUser(app);
    const res = await app.inject({ method: 'GET', url: '/admin-panel/operations/backup', headers: await sessionHeaders(app, member.id) });
    expect(res.statusCode).toBe(404);
  });
});
