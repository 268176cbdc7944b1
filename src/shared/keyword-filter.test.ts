import { describe, expect, it } from 'vitest';
import { matchesBlockedKeywords, normalizeKeyword } from './keyword-filter.ts';

describe('keyword filter', () => {
  it('normalises case, ё, spaces and hashes', () => {
    expect(normalizeKeyword('  Ёлка   Новогодняя ')).toBe('елка новогодняя');
    expect(normalizeKeyword('##Крипта')).toBe('#крипта');
    expect(normalizeKeyword('# ')).toBe('');
  });

  it('matches whole words and phrases, any case, ё as е', () => {
    const keywords = ['крипта', 'елка новогодняя'];
    expect(matchesBlockedKeywords(keywords, 'Вся КРИПТА рухнула')).toBe(true);
    expect(matchesBlockedKeywords(keywords, 'Купили ёлка\nновогодняя')).toBe(true);
    expect(matchesBlockedKeywords(keywords, 'Криптовалюта растёт')).toBe(false);
    expect(matchesBlockedKeywords(keywords, 'про #крипта и не только')).toBe(true);
    expect(matchesBlockedKeywords([], 'крипта')).toBe(false);
  });

  it('blocks a #tag only as a hashtag', () => {
    const keywords = ['#spb'];
    expect(matchesBlockedKeywords(keywords, 'Фото #SPB')).toBe(true);
    expect(matchesBlockedKeywords(keywords, 'Я из spb')).toBe(false);
    expect(matchesBlockedKeywords(keywords, '#spbgu')).toBe(false);
  });
});
