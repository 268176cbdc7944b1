/**
 * The production build and its server, for the suites that run the real process (browser
 * tests, fault tests): build when the build is missing or older than its sources, pick a free
 * loopback port, wait until the server answers `/readyz`.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { projectPath } from '../../src/server/lib/paths.ts';
import { buildIsStale } from '../../scripts/build-freshness.mjs';

/** Builds unless a build newer than every source is already there (CI builds once for both suites). */
export function ensureProductionBuild() {
  if (!buildIsStale(projectPath('.'))) return;
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: projectPath('.') });
  if (build.status !== 0) throw new Error('npm run build failed');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited (${child.exitCode ?? child.signalCode})`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not become ready at ${url}`);
}
