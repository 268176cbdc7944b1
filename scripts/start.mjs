// `npm start`: build when the production build is missing or older than the sources, then run the server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale } from './build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (buildIsStale(root)) {
  console.log('The production build is missing or older than the sources: building (about a minute)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
await import('../dist/server/main.js');
