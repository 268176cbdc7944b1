import { describe, expect, it } from 'vitest';
import en from '../../../shared/i18n/en/post-ui.json' with { type: 'json' };
import ru from '../../../shared/i18n/ru/post-ui.json' with { type: 'json' };
import { allTexts } from '../../../shared/i18n/index.ts';

/** Every text key, with plural suffixes folded, since Russian has more plural forms than English. */
function keys(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(/_(one|few|many|other)$/, '')}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('post texts', () => {
  it('exist in both languages', () => {
    expect([...new Set(keys(ru))].sort()).toEqual([...new Set(keys(en))].sort());
  });

  it('use every Russian plural form', () => {
    const t = allTexts('ru').t;
    expect([1, 3, 5, 21, 112].map((count) => t('postUi.replies', { count }))).toEqual([
      '1 ответ на пост',
      '3 ответа на пост',
      '5 ответов на пост',
      '21 ответ на пост',
      '112 ответов на пост',
    ]);
    expect(t('postUi.counts.views', { count: 2 })).toBe('2 просмотра');
    expect(t('postUi.blocks.more', { count: 7 })).toBe('Ещё 7 изображений');
  });
});
