/** The lint rule that keeps tracker codes out of comments, run through the real config. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function codeErrors(source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const y = 1;\n`, { filePath: 'src/server/lib/example.ts' });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'comments/no-roadmap-codes').map((message) => message.message);
}

describe('comments lint', () => {
  it('refuses roadmap and issue codes in line and block comments', async () => {
    expect(await codeErrors('// Until P11 brings roles.')).toEqual(['Comments explain why in plain words; "P11" is a tracker code that goes stale.']);
    expect(await codeErrors('/** Account safety (issue 16 items 5 and 7). */')).toHaveLength(1);
    expect(await codeErrors('/* the speed work of S1 */')).toHaveLength(1);
  });

  it('lets plain words, product names and the spec’s sections through', async () => {
    expect(await codeErrors('// Uploads go to S3 or Cloudflare R2; see spec 1 §7 and spec 2 section 4.')).toEqual([]);
    expect(await codeErrors("const level = 'P1';")).toEqual([]);
  });
});
