import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/en/shell.json' with { type: 'json' };
import ru from '../../shared/i18n/ru/shell.json' with { type: 'json' };
import { allTexts } from '../../shared/i18n/index.ts';

/** Every text key, with plural suffixes folded, since Russian has more plural forms than English. */
function keys(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(/_(one|few|many|other)$/, '')}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('shell texts', () => {
  it('exist in both languages', () => {
    expect([...new Set(keys(ru))].sort()).toEqual([...new Set(keys(en))].sort());
  });

  it('use all Russian plural forms', () => {
    const t = allTexts('ru').t;
    expect(t('shell.notifications.unseen', { count: 1 })).toBe('1 новое уведомление');
    expect(t('shell.notifications.unseen', { count: 3 })).toBe('3 новых уведомления');
    expect(t('shell.notifications.unseen', { count: 11 })).toBe('11 новых уведомлений');
  });
});
