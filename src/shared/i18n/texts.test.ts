import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { texts as enAdmin } from './en-admin.ts';
import { texts as en } from './en.ts';
import { texts as ruAdmin } from './ru-admin.ts';
import { texts as ru } from './ru.ts';

/** Keys as the translator looks them up: plural forms and the gendered forms of Russian named by their base key. */
function baseKeys(texts: object, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'object' && value !== null) for (const nested of baseKeys(value, `${prefix}${key}.`)) keys.add(nested);
    else keys.add(`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '').replace(/_(male|female)$/, ''));
  }
  return keys;
}

describe('the texts', () => {
  // A browser loads only its reader's language, so a key one language lacks would show as the key itself.
  it.each([
    ['every page', ru, en],
    ['the control panel', ruAdmin, enAdmin],
  ])('for %s have every key in every language', (_area, ruTexts, enTexts) => {
    const russian = baseKeys(ruTexts);
    const english = baseKeys(enTexts);
    expect([...english].filter((key) => !russian.has(key))).toEqual([]);
    expect([...russian].filter((key) => !english.has(key))).toEqual([]);
    expect(russian.size).toBeGreaterThan(100);
  });
});

describe("the control panel's texts", () => {
  // The browser has them only on the panel's pages; anywhere else a key of theirs would show as the key itself.
  it('are used only by the panel’s pages and features', () => {
    const namespaces = Object.keys(ruAdmin).join('|');
    const usesThem = new RegExp(`['"\`](${namespaces})\\.`);
    const elsewhere = readdirSync('src/client', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/^(pages\/Admin|features\/admin[^/]*)\//.test(file) && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
      .filter((file) => usesThem.test(readFileSync(`src/client/${file}`, 'utf8')));
    expect(elsewhere).toEqual([]);
    expect(Object.keys(ruAdmin)).toContain('adminUsers');
  });
});
