/**
 * The two servers a bench pass measures, each in a process of its own so neither shares an
 * event loop with the load generator: Pero's production build (with the bench's probe loaded
 * and an IPC channel to ask it), and the bare node:http yardstick.
 */
import { fork, type ChildProcess, type Serializable } from 'node:child_process';
import { freePort, waitUntilReady } from '../tests/support/production-server.ts';

export interface Answer {
  status: number;
  /** Set-Cookie keeps one value per cookie. */
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Sends a message and waits for the child's reply whose `key` field equals `value`. */
function ask<T>(child: ChildProcess, message: unknown, key: string, value: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: Record<string, unknown>) => {
      if (reply[key] !== value) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(reply as T);
    };
    const onExit = () => reject(new Error('the server process exited'));
    child.on('message', onMessage);
    child.once('exit', onExit);
    if (message !== undefined) child.send(message as Serializable);
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface PeroServer {
  url: string;
  lag: { reset(): Promise<void>; read(): Promise<{ p50: number; p99: number; max: number }> };
  memory(): Promise<{ heapUsed: number; heapCommitted: number; buffers: number; rss: number; peakRss: number; heapRetained: number; rssAfterCollection: number }>;
  /** CPU time the server has used so far (user + system), in microseconds. */
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

export async function startPero(env: Record<string, string>): Promise<PeroServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The shell's database choice must not leak into a pass that names its own.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = fork('dist/server/main.js', [], {
    // BENCH_CPU_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops.
    execArgv: ['--import', './bench/server-probe.mjs', ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [])],
    // MALLOC_ARENA_MAX as `npm start` sets it (scripts/start.mjs).
    env: { ...inherited, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', APP_URL: url, LOG_LEVEL: 'warn', SEED_DEMO: 'false', MALLOC_ARENA_MAX: '2', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    // A loaded machine can take minutes to open a large embedded database.
    await waitUntilReady(url, child, 150_000);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return {
    url,
    lag: {
      reset: () => ask(child, 'lag:reset', 'question', 'lag:reset'),
      read: () => ask(child, 'lag:read', 'question', 'lag:read'),
    },
    memory: () => ask(child, 'memory', 'question', 'memory'),
    cpu: async () => (await ask<{ micros: number }>(child, 'cpu', 'question', 'cpu')).micros,
    stop: () => stop(child),
  };
}

export interface BareServer {
  url: string;
  /** From now on answer every request with these bytes. */
  serve(answer: Answer): Promise<void>;
  stop(): Promise<void>;
}

export async function startBare(): Promise<BareServer> {
  const child = fork('bench/bare-server.mjs', [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port } = await ask<{ port: number }>(child, undefined, 'type', 'listening');
  return {
    url: `http://127.0.0.1:${port}`,
    serve: async ({ status, headers, body }) => {
      await ask(child, { type: 'answer', status, headers, body: body.toString('base64') }, 'type', 'answer');
    },
    stop: () => stop(child),
  };
}
