import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../tests/support/app.ts';
import { importedItems, subsites, users } from '../db/schema/index.ts';
import { wxr } from '../../../tests/support/imports.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { Invalid } from '../platform/errors.ts';
import { commands, UsageError } from './commands.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const run = (name: string, ...args: string[]) => commands[name]!(app.database, args, app.config);

describe('pero CLI commands', () => {
  it('creates a verified super admin who can sign in with the password', async () => {
    const output = await run('user:create', '--email', 'Boss@Example.test', '--password', 'long-enough-pass', '--name', 'Главный Админ', '--verified', '--role', 'super_admin');
    expect(output).toMatch(/Created account #\d+ .*@glavnyy_admin.*super_admin, verified/);
    const [row] = await app.db.select().from(users).where(eq(users.email, 'boss@example.test'));
    expect(row).toMatchObject({ role: 'super_admin' });
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(row!.passwordHash, 'long-enough-pass')).toBe(true);
  });

  it('changes a role', async () => {
    await run('user:create', '--email', 'ed@example.test', '--password', 'long-enough-pass', '--name', 'Редактор');
    expect(await run('user:role', '--email', 'ED@example.test', '--role', 'editor')).toContain('now has the role editor');
    const [row] = await app.db.select({ role: users.role }).from(users).where(eq(users.email, 'ed@example.test'));
    expect(row!.role).toBe('editor');
  });

  it('gives and takes the verified badge', async () => {
    await run('user:create', '--email', 'brand@example.test', '--password', 'long-enough-pass', '--name', 'Бренд');
    const badge = async () => (await app.db.select({ on: subsites.isOfficial }).from(subsites).innerJoin(users, eq(users.id, subsites.id)).where(eq(users.email, 'brand@example.test')))[0]!.on;
    expect(await run('user:official', '--email', 'BRAND@example.test')).toContain('now wears the verified badge');
    expect(await badge()).toBe(true);
    expect(await run('user:official', '--email', 'brand@example.test', '--off')).toContain('no longer wears the verified badge');
    expect(await badge()).toBe(false);
    await expect(run('user:official', '--email', 'nobody@example.test')).rejects.toThrow(/No account/);
    await expect(run('user:official')).rejects.toThrow(UsageError);
  });

  it('refuses bad input with usage errors', async () => {
    await expect(run('user:create', '--email', 'x@example.test')).rejects.toThrow(UsageError);
    await expect(run('user:create', '--email', 'x@example.test', '--password', 'short', '--name', 'X')).rejects.toThrow(/at least 8/);
    await expect(run('user:create', '--email', 'boss@example.test', '--password', 'long-enough-pass', '--name', 'Дубль')).rejects.toThrow(/already exists/);
    await expect(run('user:role', '--email', 'nobody@example.test', '--role', 'editor')).rejects.toThrow(/No account/);
    await expect(run('user:role', '--email', 'ed@example.test', '--role', 'god')).rejects.toThrow(/--role must be one of/);
  });

  it('creates no account whose name mixes Latin and Cyrillic letters in a word', async () => {
    await expect(run('user:create', '--email', 'spoof@example.test', '--password', 'long-enough-pass', '--name', '\u0410dmin')).rejects.toThrow(Invalid);
    expect(await app.db.select().from(users).where(eq(users.email, 'spoof@example.test'))).toEqual([]);
  });

  it('refreshes what the feed rankings are planned by', async () => {
    expect(await run('feeds:refresh')).toBe('Feed rankings refreshed.');
  });

  it('seeds only an empty database', async () => {
    expect(await run('seed')).toMatch(/already has content/);
  });

  it('imports a WordPress export, dry and real, and a second time creates nothing; a picture that cannot be fetched leaves its post', async () => {
    await run('user:create', '--email', 'mover@example.test', '--password', 'long-enough-pass', '--name', 'Переезжающий', '--role', 'super_admin');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'pero-wxr-')), 'export.xml');
    // Loopback is refused outside tests' own allowance: every picture fails.
    writeFileSync(file, wxr({ site: 'https://cli-blog.example', posts: 3, pictures: 'http://127.0.0.1:9', authors: [{ login: 'a', email: 'cli-author@example.test', name: 'Автор' }] }));
    const dry = await run('import:wxr', file, '--dry-run', '--as', 'mover@example.test');
    expect(dry).toMatch(/Dry run #\d+ of export\.xml: 3 of 3 items \(nothing written\)/);
    expect(dry).toContain('created: 3');
    expect(dry).toContain('authors created: 1');
    expect(await app.db.$count(importedItems, eq(importedItems.sourceKey, 'https://cli-blog.example/'))).toBe(0);

    const real = await run('import:wxr', file, '--as', 'mover@example.test');
    expect(real).toContain('created: 3');
    expect(real).toContain('pictures failed: 4');
    expect(real).toMatch(/picture_failed: Пост номер 1/);
    expect(await app.db.$count(importedItems, eq(importedItems.sourceKey, 'https://cli-blog.example/'))).toBe(3);
    expect(await run('import:wxr', file, '--authors', 'me')).toContain('already imported: 3');
  });

  it('refuses bad import command lines', async () => {
    await expect(run('import:wxr')).rejects.toThrow(UsageError);
    await expect(run('import:wxr', '/nonexistent/export.xml')).rejects.toThrow(/No file/);
    await expect(run('import:feed', 'https://feed.example/rss', '--authors', 'everyone')).rejects.toThrow(/--authors must be one of/);
    await expect(run('import:feed', 'https://feed.example/rss', '--as', 'nobody@example.test')).rejects.toThrow(/No account/);
    const notWxr = path.join(mkdtempSync(path.join(tmpdir(), 'pero-wxr-')), 'feed.xml');
    writeFileSync(notWxr, '<rss version="2.0"><channel><title>x</title></channel></rss>');
    await expect(run('import:wxr', notWxr)).rejects.toThrow(/imports\.errors\.notWxr/);
  });
});

describe('pero CLI process', () => {
  it('exits 2 with a message for a usage error and an unknown command', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'pero-cli-')), 'data') };
    delete env.DATABASE_URL;
    const unknown = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/main.ts', 'frobnicate'], { env, encoding: 'utf8' });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown command: frobnicate');
    expect(unknown.stderr).toContain('user:create');
  });
});
