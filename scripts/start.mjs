// `npm start`: build when the production build is missing or older than the sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale } from './build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (buildIsStale(root)) {
  console.log('The production build is missing or older than the sources: building (about a minute)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
const server = path.join(root, 'dist/server/main.js');

// glibc gives every thread that allocates a malloc arena of its own and keeps there what it frees: with
// the embedded database's thread beside the main one, two arenas hold the server about 85 MB smaller
// after a minute of load. glibc reads the setting only as a process starts, so the server is a child.
if (process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined) {
  const child = spawn(process.execPath, [server], { stdio: 'inherit', env: { ...process.env, MALLOC_ARENA_MAX: '2' } });
  // Ctrl-C reaches the child from the terminal itself (one process group): passed on, it would arrive twice.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await import(server);
}
