/** The cycle check `npm run lint` runs (scripts/check-cycles.mjs), on planted cycles and on src/ itself. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../scripts/check-cycles.mjs');
const planted: string[] = [];
afterAll(() => planted.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function check(files?: Record<string, string>) {
  let folder: string | undefined;
  if (files) {
    folder = mkdtempSync(path.join(tmpdir(), 'pero-cycles-'));
    planted.push(folder);
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  }
  const run = spawnSync(process.execPath, folder ? [script, folder] : [script], { encoding: 'utf8' });
  return { status: run.status, report: run.stderr };
}

describe('import cycles', () => {
  it('fails on a cycle of run-time imports, naming the loop', () => {
    const { status, report } = check({
      'posts.ts': "import { canComment } from './comments.ts';\nexport const canPost = () => canComment();\n",
      'comments.ts': "import { canPost } from './posts.ts';\nexport const canComment = () => canPost();\n",
    });
    expect(status).toBe(1);
    expect(report).toMatch(/Import cycle among 2 files/);
  });

  it('lets a loop closed only by type imports pass: they are erased', () => {
    const { status } = check({
      'posts.ts': "import type { Comment } from './comments.ts';\nexport interface Post { comments: Comment[] }\n",
      'comments.ts': "import { type Post } from './posts.ts';\nexport interface Comment { post: Post }\nexport const none = 0;\n",
    });
    expect(status).toBe(0);
  });

  it('finds none in src/, client and server alike', () => {
    expect(check()).toEqual({ status: 0, report: '' });
  });
});
