// `npm start`: build once if there is no production build yet, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = ['dist/client/.vite/manifest.json', 'dist/ssr/entry-server.js', 'dist/server/main.js'].every((file) => existsSync(file));
if (!built) {
  console.log('No production build yet: building (about a minute, once)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
await import('../dist/server/main.js');
