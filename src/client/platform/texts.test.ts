import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { texts as ruAdmin } from '../../shared/i18n/ru-admin.ts';
import { texts as ruSettings } from '../../shared/i18n/ru-settings.ts';
import { textAreaOf } from './texts.ts';

const clientFiles = readdirSync('src/client', { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'),
);

// The browser has an area's texts only on the area's pages (client/platform/texts.ts); anywhere else
// a key of theirs would show as the key itself, and so would a component of the area's features.
describe.each([
  { area: 'admin', texts: ruAdmin, namespace: 'adminUsers', features: /features\/(admin[^/]*|imports)\// },
  { area: 'settings', texts: ruSettings, namespace: 'accountSafety', features: /features\/(settings|account-safety|api-tokens|oauth|mail-delivery|push)\// },
])('the $area texts', ({ area, texts, namespace, features }) => {
  const page = (file: string) => /^pages\/(.+)\.tsx$/.exec(file)?.[1];
  const inArea = (file: string) => textAreaOf(page(file) ?? '') === area || features.test(file);
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
