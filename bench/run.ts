/**
 * `npm run bench`: load scenarios against a production build on this machine. It starts
 * its own server on a free loopback port with a fresh data directory (demo content
 * seeded), runs each scenario with autocannon for a bounded time, prints a table and stops.
 * Speed targets live here, never in the test suite.
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 npm run bench
 *   DATABASE_URL=postgres://… npm run bench        # the same scenarios on PostgreSQL
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string) {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function main() {
  if (!existsSync('dist/server/main.js')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pero-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitReady(url);
    const version = (await (await fetch(`${url}/popular`, { headers: { 'X-Inertia': 'true' } })).json()).version as string;

    const scenarios: Scenario[] = [
      { name: 'healthz', path: '/healthz' },
      { name: 'home page, server-rendered HTML', path: '/', headers: { accept: 'text/html' } },
      { name: 'feed page, Inertia JSON', path: '/popular', headers: { 'x-inertia': 'true', 'x-inertia-version': version } },
    ];

    console.log(`\n${SECONDS}s per scenario, ${CONNECTIONS} connections, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}\n`);
    console.log('scenario'.padEnd(40), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
    for (const scenario of scenarios) {
      const result = await autocannon({ url: url + scenario.path, headers: scenario.headers, connections: CONNECTIONS, duration: SECONDS });
      const errors = result.errors + result.non2xx;
      console.log(
        scenario.name.padEnd(40),
        result.requests.average.toFixed(0).padStart(9),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(8),
        String(errors).padStart(7),
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
