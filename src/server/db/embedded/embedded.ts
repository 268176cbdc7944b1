// The embedded database: PGlite on a thread of its own (embedded-thread.ts), spoken to with
// node-postgres as PostgreSQL is, through a pool of one connection, since PGlite is one session.
// A slow statement holds that connection, and the statements behind it wait, but the event loop
// stays free for everything that needs no database.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Database, Db } from '../client.ts';
import { acquireDirectoryLock } from '../directory-lock.ts';
import { drizzleOn, executeOn, migrateOn, quietPool } from '../pg-pool.ts';
import { EmbeddedThread } from './embedded-thread.ts';
import { simpleQuery } from './wire.ts';
import { ThreadSocket } from './thread-socket.ts';

export type EmbeddedTarget = { kind: 'pglite'; dataDir: string } | { kind: 'memory'; loadDataDir?: Blob };

const threads = new WeakMap<Db, EmbeddedThread>();

/**
 * node-postgres's pool, once ended, leaves the requests still waiting for a connection waiting for
 * ever; with one connection there often are some (a background delivery queued behind the last
 * statement), and whoever awaits them would hang. A closed database fails them, as PostgreSQL's would.
 */
class EmbeddedPool extends pg.Pool {
  override async end(): Promise<void> {
    const ended = super.end();
    const waiting = (this as unknown as { _pendingQueue?: Array<{ callback: (error: Error) => void }> })._pendingQueue ?? [];
    for (const request of waiting.splice(0)) request.callback(new Error('The embedded database is closed'));
    await ended;
  }
}

export async function openEmbedded(target: EmbeddedTarget): Promise<Database> {
  if (target.kind === 'memory') {
    const thread = await EmbeddedThread.start(target.loadDataDir ? { loadDataDir: new Uint8Array(await target.loadDataDir.arrayBuffer()) } : {});
    return databaseOnThread(thread, () => thread.close());
  }
  // PGlite's file system does not create parents, and the lock must exist before the files are touched.
  mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const lock = acquireDirectoryLock(target.dataDir);
  let thread: EmbeddedThread;
  try {
    thread = await EmbeddedThread.start({ dataDir: target.dataDir });
  } catch (error) {
    lock.release();
    throw error;
  }
  return databaseOnThread(thread, async () => {
    try {
      await thread.close();
    } finally {
      lock.release();
    }
  });
}

/** A Database on a running thread; closing it ends its connection, then runs `closeThread`. */
export function databaseOnThread(thread: EmbeddedThread, closeThread: () => Promise<void>): Database {
  // Never closed for idling: the one connection is the whole pool.
  const pool = quietPool(new EmbeddedPool({ max: 1, idleTimeoutMillis: 0, stream: () => new ThreadSocket(thread) }));
  const db = drizzleOn(pool);
  threads.set(db, thread);
  return {
    db,
    kind: 'pglite',
    migrate: () => migrateOn(pool),
    // One process holds the directory lock: there is no one else to wait for.
    exclusively: (work) => work(),
    ping: async () => {
      await pool.query('select 1');
    },
    execute: (text, values) => executeOn(pool, text, values),
    // Notifications come back inside the answers of whichever statement ran: the thread finds them there.
    listen: async (channel, onNotify) => {
      const heard = (name: string) => {
        if (name === channel) onNotify();
      };
      thread.on('notification', heard);
      await pool.query(`LISTEN "${channel}"`);
      return async () => {
        thread.off('notification', heard);
        await pool.query(`UNLISTEN "${channel}"`);
      };
    },
    readOnly: () => false,
    stats: () => ({ pools: [], replicas: [], readOnly: false }),
    close: async () => {
      await pool.end();
      await closeThread();
    },
  };
}

export async function dumpEmbedded(database: Database, compression: 'none' | 'gzip' = 'none'): Promise<Blob> {
  const thread = threads.get(database.db);
  if (!thread) throw new Error('Only the embedded database can be dumped to a file');
  return thread.dump(compression);
}

/** Fills an empty directory from a dump, as a database of its own would leave it when closed. */
export async function loadEmbeddedDataDir(dataDir: string, archive: Blob): Promise<void> {
  const thread = await EmbeddedThread.start({ dataDir, loadDataDir: new Uint8Array(await archive.arrayBuffer()) });
  try {
    await thread.run(simpleQuery('select 1'));
  } finally {
    await thread.close();
  }
}
