import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DatabaseLockedError } from './directory-lock.ts';
import { openDatabase } from './client.ts';

const dir = () => path.join(mkdtempSync(path.join(tmpdir(), 'pero-lock-')), 'db');

describe('the embedded database lock', () => {
  it('refuses a second holder until the first releases', () => {
    const dataDir = dir();
    const lock = acquireDirectoryLock(dataDir);
    expect(() => acquireDirectoryLock(dataDir)).toThrow(DatabaseLockedError);
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    acquireDirectoryLock(dataDir).release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dataDir = dir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(`${dataDir}.lock`, dead);
    const lock = acquireDirectoryLock(dataDir);
    lock.release();
  });

  // Creating a fresh embedded cluster is the slow part (seconds, more on a loaded machine).
  it('makes a second open of the same embedded database fail with a clear message', { timeout: 90_000 }, async () => {
    const dataDir = dir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by another process/);
    } finally {
      await first.close();
    }
    // Closing gave the directory back: the next opener (the CLI, a restart) gets the lock.
    acquireDirectoryLock(dataDir).release();
  });
});
