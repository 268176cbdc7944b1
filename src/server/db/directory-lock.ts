// PGlite has no cross-process lock: two processes on one directory silently lose commits, so a second
// opener (another server, or the CLI while the server runs) must be refused.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DatabaseLockedError extends Error {
  constructor(readonly dataDir: string, readonly ownerPid: number) {
    super(
      `The embedded database at ${dataDir} is in use by another process (pid ${ownerPid}). ` +
        'Stop that process first, or set DATABASE_URL to use a PostgreSQL server that several processes can share.',
    );
    this.name = 'DatabaseLockedError';
  }
}

export interface DirectoryLock {
  release(): void;
}

export function acquireDirectoryLock(dataDir: string): DirectoryLock {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            unlinkSync(lockFile);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      if (owner !== null && isRunning(owner)) throw new DatabaseLockedError(dataDir, owner);
      try {
        unlinkSync(lockFile);
      } catch {
        // Someone else removed it first; the retry decides who wins.
      }
    }
  }
  throw new DatabaseLockedError(dataDir, readOwner(lockFile) ?? -1);
}

function readOwner(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
