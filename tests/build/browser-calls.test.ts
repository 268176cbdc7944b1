/** The browser build's call declarations: each call's method, path and idempotence as declared, and nothing of its schemas. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Call } from '../../src/shared/api/call.ts';
import { browserModule } from '../../scripts/vite-browser-calls.ts';

const API_DIR = path.resolve(import.meta.dirname, '../../src/shared/api');
const stripped = ['index.ts', ...readdirSync(API_DIR).filter((file) => !['call.ts', 'paginator.ts', 'problem.ts', 'index.ts'].includes(file))];

async function inBrowser(file: string): Promise<{ full: Record<string, unknown>; browser: Record<string, unknown> }> {
  const full = (await import(path.join(API_DIR, file))) as Record<string, unknown>;
  const browser = (await import(`data:text/javascript,${encodeURIComponent(browserModule(file, full))}`)) as Record<string, unknown>;
  return { full, browser };
}

const asBrowserCall = ({ method, path, feature, name, idempotent }: Call) => ({ method, path, feature, name, ...(idempotent && { idempotent }) });

describe('call declarations in the browser build', () => {
  it('keep every call of the index with its method, path and idempotence, and no schema', async () => {
    const { full, browser } = await inBrowser('index.ts');
    const calls = full.calls as Record<string, Record<string, Call>>;
    const expected = Object.fromEntries(Object.entries(calls).map(([feature, group]) => [feature, Object.fromEntries(Object.entries(group).map(([name, call]) => [name, asBrowserCall(call)]))]));
    expect(browser.calls).toEqual(expected);
    // The server's flat list: no browser module reads it, so the browser build has none.
    expect(browser).not.toHaveProperty('allCalls');
  });

  it.each(stripped.filter((file) => file !== 'index.ts'))('keep %s’s calls and upper-case constants, and leave its schemas out', async (file) => {
    const { full, browser } = await inBrowser(file);
    for (const [name, value] of Object.entries(full)) {
      if (/^[A-Z][A-Z0-9_]*$/.test(name)) expect(browser[name]).toEqual(value);
      else if (/^[A-Z]/.test(name)) expect(browser).not.toHaveProperty(name);
    }
    const groups = Object.keys(browser).filter((name) => !/^[A-Z]/.test(name));
    expect(groups.length).toBeGreaterThan(0);
    for (const name of groups) {
      const group = full[name] as Record<string, Call>;
      expect(browser[name]).toEqual(Object.fromEntries(Object.entries(group).map(([call, spec]) => [call, asBrowserCall(spec)])));
    }
  });

  it('fail the build for a module with nothing a browser module may import', async () => {
    const problem = (await import(path.join(API_DIR, 'problem.ts'))) as Record<string, unknown>;
    expect(() => browserModule('problem.ts', problem)).toThrow('problem.ts: nothing a browser module may import');
  });
});
