// Source (tsx, vitest) and the bundled server in dist/ sit at different depths below the root.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (no package.json above the server code)');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot();

export function projectPath(...segments: string[]): string {
  return path.join(PROJECT_ROOT, ...segments);
}
