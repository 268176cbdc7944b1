// The embedded database's own thread. PGlite runs every statement synchronously inside its
// WebAssembly module: here, a slow one stops only this thread, never the server's event loop.
// The thread is a byte pipe: rounds of PostgreSQL's wire protocol in, the server's answers out.
// Plain JavaScript, so Node loads it the same way under tsx, the tests and the bundled server.
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {{ dataDir?: string, loadDataDir?: Uint8Array }} */
const { dataDir, loadDataDir } = workerData;
// PostgreSQL's own page cache lives in the module's memory, which never shrinks; the files are in the
// system's page cache as well, so a small one costs little speed and a good part of the process's memory.
// A search for two common word beginnings gathers each one's posts in a bitmap that, past work_mem, keeps whole pages
// and has every post on them tested again: 16 MB holds them exact at a million posts (one statement runs at a time).
const SETTINGS = ['shared_buffers = 32MB', 'work_mem = 16MB'];
const options = { extensions: { pg_trgm }, postgresqlconf: SETTINGS, ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}) };

/** @param {unknown} error */
const described = (error) => (error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) });

/** @param {Uint8Array} bytes the thread's own, handed over rather than copied */
const answer = (id, bytes) => parentPort.postMessage({ id, bytes }, [bytes.buffer]);

/**
 * One round's answer, gathered as the database writes it. Not `execProtocolRaw`: that one also parses each
 * message into objects it keeps for a later `execProtocol` to read, which on this byte pipe never comes,
 * so the thread's heap grew by every row it had ever answered (20 MB every 10 s under load).
 * @param {PGlite} db
 * @param {Uint8Array} round
 */
async function runRound(db, round) {
  /** @type {Uint8Array[]} */
  const chunks = [];
  // Each chunk is a view of the module's memory, which the next statement overwrites: copied.
  await db.execProtocolRawStream(round, { onRawData: (bytes) => void chunks.push(bytes.slice()) });
  if (chunks.length === 1) return chunks[0];
  // Not Buffer.concat: a small Buffer may be a slice of Node's shared pool, whose whole memory the transfer would take.
  const whole = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.length;
  }
  return whole;
}

try {
  const db = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  // One request at a time, in arrival order: PGlite's session is one connection.
  let previous = Promise.resolve();
  parentPort.on('message', (/** @type {{ id: number, run?: Uint8Array, dump?: 'none' | 'gzip', close?: true }} */ request) => {
    previous = previous.then(async () => {
      try {
        if (request.run) return answer(request.id, await runRound(db, request.run));
        if (request.dump) return answer(request.id, new Uint8Array(await (await db.dumpDataDir(request.dump)).arrayBuffer()));
        if (request.close) {
          await db.close();
          parentPort.postMessage({ id: request.id, closed: true });
          return parentPort.close();
        }
      } catch (error) {
        parentPort.postMessage({ id: request.id, error: described(error) });
      }
    });
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ failed: described(error) });
}
