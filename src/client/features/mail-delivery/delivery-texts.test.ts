import { describe, expect, it } from 'vitest';
import en from '../../../shared/i18n/en/delivery.json' with { type: 'json' };
import ru from '../../../shared/i18n/ru/delivery.json' with { type: 'json' };
import { allTexts } from '../../../shared/i18n/index.ts';

/** Every text key, with plural suffixes folded, since Russian has more plural forms than English. */
function keys(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(/_(one|few|many|other)$/, '')}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('delivery texts', () => {
  it('exist in both languages', () => {
    expect([...new Set(keys(ru))].sort()).toEqual([...new Set(keys(en))].sort());
  });

  it('count comments in the digest with all Russian plural forms', () => {
    const t = allTexts('ru').t;
    expect(t('delivery.digest.comments', { count: 1 })).toBe('1 комментарий');
    expect(t('delivery.digest.comments', { count: 3 })).toBe('3 комментария');
    expect(t('delivery.digest.comments', { count: 11 })).toBe('11 комментариев');
  });
});
