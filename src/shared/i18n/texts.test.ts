import { describe, expect, it } from 'vitest';
import { texts as en } from './en.ts';
import { texts as ru } from './ru.ts';

/** Keys as i18next looks them up: plural forms and the gendered forms of Russian named by their base key. */
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
  it('have every key in every language', () => {
    const russian = baseKeys(ru);
    const english = baseKeys(en);
    expect([...english].filter((key) => !russian.has(key))).toEqual([]);
    expect([...russian].filter((key) => !english.has(key))).toEqual([]);
    expect(russian.size).toBeGreaterThan(1000);
  });
});
