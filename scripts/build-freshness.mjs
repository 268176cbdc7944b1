/**
 * Whether the production build must be made (again): it is missing, or older than something it
 * is built from. `npm start` asks before serving (a `git pull` would otherwise keep serving the
 * old build), and so do the suites that run the real process.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the build reads; a change to any of them makes the build stale. */
const BUILD_INPUTS = ['src', 'public', 'scripts', 'vite.config.ts', 'package.json', 'package-lock.json'];
/** Written last by `npm run build`, so its time is the build's. */
const BUILD_OUTPUT = 'dist/server/main.js';

function newestChange(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stats.mtimeMs);
}

export function buildIsStale(root) {
  const output = path.join(root, BUILD_OUTPUT);
  if (!existsSync(output)) return true;
  const inputs = BUILD_INPUTS.map((input) => path.join(root, input)).filter(existsSync);
  return statSync(output).mtimeMs <= Math.max(...inputs.map(newestChange));
}
