import { describe, expect, it } from 'vitest';
import en from '../../../shared/i18n/en/editor.json' with { type: 'json' };
import ru from '../../../shared/i18n/ru/editor.json' with { type: 'json' };
import { allTexts } from '../../../shared/i18n/index.ts';
import { editorJsMessages } from './editorjs-i18n.ts';

function keys(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

function leaves(dictionary: object): string[] {
  return Object.values(dictionary).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));
}

describe('editor texts', () => {
  it('exist in both languages', () => {
    expect(keys(ru).sort()).toEqual(keys(en).sort());
  });

  it('give Editor.js a Russian text for every string it asks for', () => {
    const texts = leaves(editorJsMessages(allTexts('ru').t));
    expect(texts.filter((text) => text.startsWith('editor.'))).toEqual([]);
    expect(texts).toContain('Не удалось получить данные ссылки');
  });
});
