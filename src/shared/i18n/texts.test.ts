import { readdirSync, readFileSync } from 'node:fs';
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
    expect(russian.size).toBeGreaterThan(50);
  });
});

const clientFiles = readdirSync('src/client', { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'),
);

// The browser has an area's texts only on the area's pages (client/platform/texts.ts); anywhere else
// a key of theirs would show as the key itself, and so would a component of the area's features.
describe.each([
  { area: 'the control panel', texts: ruAdmin, namespace: 'adminUsers', pages: /^pages\/Admin\//, features: /features\/admin[^/]*\// },
  {
    area: 'a member’s settings',
    texts: ruSettings,
    namespace: 'accountSafety',
    pages: /^pages\/(User\/Settings\/|User\/MobileProfile\.tsx$|Mail\/Unsubscribe\.tsx$)/,
    features: /features\/(settings|account-safety|oauth|mail-delivery|push)\//,
  },
])('the texts of $area', ({ texts, namespace, pages, features }) => {
  const inArea = (file: string) => pages.test(file) || features.test(file);
  const outside = clientFiles.filter((file) => !inArea(file));

  it('are used only by the area’s pages and features', () => {
    const usesThem = new RegExp(`['"\`](${Object.keys(texts).join('|')})\\.`);
    expect(outside.filter((file) => usesThem.test(readFileSync(`src/client/${file}`, 'utf8')))).toEqual([]);
    expect(Object.keys(texts)).toContain(namespace);
  });

  it('come with every page that shows the area’s features', () => {
    const importsThem = new RegExp(`from '[^']*${features.source}`);
    expect(outside.filter((file) => importsThem.test(readFileSync(`src/client/${file}`, 'utf8')))).toEqual([]);
  });
});
