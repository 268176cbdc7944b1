/** The lint rule that keeps the client's features and layers apart, run through the real config. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'pero/client-layers').map((message) => message.message);
}

describe('client layers lint', () => {
  it('lets pages and the shell into a feature only through its index.ts', async () => {
    expect(await layerErrors('src/client/pages/Post.tsx', '../features/posts/index.ts')).toEqual([]);
    expect(await layerErrors('src/client/pages/Post.tsx', '../features/posts/PostMenu.tsx')).toEqual([
      "Import features/posts through its index.ts, not '../features/posts/PostMenu.tsx'.",
    ]);
    expect(await layerErrors('src/client/shell/Header.tsx', '../features/auth/auth-modal-context.tsx')).toHaveLength(1);
  });

  it('lets a feature reach its own files but a sibling feature only through its index.ts', async () => {
    expect(await layerErrors('src/client/features/editor/tools/carousel.ts', '../upload.ts')).toEqual([]);
    expect(await layerErrors('src/client/features/posts/PostMenu.tsx', '../editor/index.ts')).toEqual([]);
    expect(await layerErrors('src/client/features/posts/PostMenu.tsx', '../editor/editor-context.tsx')).toHaveLength(1);
  });

  it('keeps ui/ and platform/ from importing features or the shell', async () => {
    expect(await layerErrors('src/client/ui/InfiniteScrollFoot.tsx', '../platform/useT.ts')).toEqual([]);
    expect(await layerErrors('src/client/ui/Button.tsx', '../features/auth/index.ts')).toEqual([
      'ui/ sits below features and the shell; it must not import features/.',
    ]);
    expect(await layerErrors('src/client/platform/useT.ts', '../shell/Header.tsx')).toHaveLength(1);
  });
});
