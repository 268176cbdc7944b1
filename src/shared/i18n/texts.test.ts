import { describe, expect, it } from 'vitest';
import { texts as enAdmin } from './en-admin.ts';
import { texts as enSettings } from './en-settings.ts';
import { texts as en } from './en.ts';
import { texts as ruAdmin } from './ru-admin.ts';
import { texts as ruSettings } from './ru-settings.ts';
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
    ['a member’s settings', ruSettings, enSettings],
  ])('for %s have every key in every language', (_area, ruTexts, enTexts) => {
    const russian = baseKeys(ruTexts);
    const english = baseKeys(enTexts);
    expect([...english].filter((key) => !russian.has(key))).toEqual([]);
    expect([...russian].filter((key) => !english.has(key))).toEqual([]);
    expect(russian.size).toBeGreaterThan(100);
  });
});
