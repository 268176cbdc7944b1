/** The lint rule that keeps the server's features and layers apart, run through the real config. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'pero/server-layers').map((message) => message.message);
}

describe('server layers lint', () => {
  it('lets a feature reach its own files but another feature only through its index.ts', async () => {
    expect(await layerErrors('src/server/features/posts/posts.commands.ts', './posts.queries.ts')).toEqual([]);
    expect(await layerErrors('src/server/features/posts/posts.commands.ts', '../communities/index.ts')).toEqual([]);
    expect(await layerErrors('src/server/features/posts/posts.commands.ts', '../communities/communities.queries.ts')).toEqual([
      "Import features/communities through its index.ts, not '../communities/communities.queries.ts'.",
    ]);
  });

  it('keeps the folders below the features from importing any feature, even through its index.ts', async () => {
    expect(await layerErrors('src/server/platform/page-cache/page-cache.plugin.ts', '../../kernel/flash.ts')).toEqual([]);
    expect(await layerErrors('src/server/platform/page-cache/page-cache.plugin.ts', '../../features/auth/index.ts')).toEqual([
      'platform/ sits below the features; it must not import features/ (move the shared piece down, e.g. into kernel/).',
    ]);
    expect(await layerErrors('src/server/kernel/viewer.ts', '../features/posts/index.ts')).toHaveLength(1);
  });

  it('keeps the generic read pipeline from a feature’s presenter: features hand it their parts', async () => {
    expect(await layerErrors('src/server/pipeline/filled-page.ts', '../features/posts/posts.presenter.ts')).toHaveLength(1);
    expect(await layerErrors('src/server/hydration/viewer.ts', '../features/reactions/index.ts')).toHaveLength(1);
  });

  it('lets the composition root wire any feature file', async () => {
    expect(await layerErrors('src/server/app.ts', './features/posts/posts.routes.ts')).toEqual([]);
  });

  it("lets a lower layer's test build on a feature, through its index.ts only", async () => {
    expect(await layerErrors('src/server/hydration/viewer.test.ts', '../features/site/index.ts')).toEqual([]);
    expect(await layerErrors('src/server/hydration/viewer.test.ts', '../features/site/site-settings.ts')).toEqual([
      "Import features/site through its index.ts, not '../features/site/site-settings.ts'.",
    ]);
  });
});
