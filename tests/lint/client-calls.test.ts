/** The lint rule that sends the client's JSON calls through their declarations, run through the real config. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function callErrors(filePath: string, code: string): Promise<string[]> {
  const source = `import { http } from './http.ts';\nexport const answer = ${code};\n`;
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('client calls lint', () => {
  it('refuses raw http calls, typed or not, outside platform/', async () => {
    const message = 'Declare the call in src/shared/api and send it with api() from platform/api.ts, which types its answer.';
    expect(await callErrors('src/client/features/posts/PostMenu.tsx', "http.post<{ pinned: boolean }>('/posts/1/pin', {})")).toEqual([message]);
    expect(await callErrors('src/client/features/auth/AuthPanels.login.tsx', "http.get('/tags/search')")).toEqual([message]);
    expect(await callErrors('src/client/shell/Header.tsx', "http.delete('/posts/1')")).toEqual([message]);
  });

  it('lets platform/ build on http', async () => {
    expect(await callErrors('src/client/platform/api.ts', "http.get<string[]>('/tags/search')")).toEqual([]);
  });
});
