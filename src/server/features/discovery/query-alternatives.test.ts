import { describe, expect, it } from 'vitest';
import { latinLayoutToRussian, latinToCyrillic, prefixTsQuery, queryAlternatives, russianLayoutToLatin, searchWords } from './query-alternatives.ts';

describe('keyboard layouts', () => {
  it('reads Latin keys as the Russian letters on them', () => {
    expect(latinLayoutToRussian('rjnbrb')).toBe('котики');
    expect(latinLayoutToRussian('Ghbdtn vbh!')).toBe('привет мир!');
    // Keys that carry Russian letters beside the letters: ж, э, х, ъ, б, ю and ё.
    expect(latinLayoutToRussian(";'[],.`")).toBe('жэхъбюё');
    expect(latinLayoutToRussian('{}:"<>~')).toBe('хъжэбюё');
  });

  it('reads Russian keys as the Latin letters on them', () => {
    expect(russianLayoutToLatin('ьфсищщл')).toBe('macbook');
    expect(russianLayoutToLatin('ЗНЕРЩТ 3')).toBe('python 3');
  });
});

describe('transliteration', () => {
  it('reads informal Latin spellings of Russian words', () => {
    expect(latinToCyrillic('kotiki')).toBe('котики');
    expect(latinToCyrillic('privet mir')).toBe('привет мир');
    expect(latinToCyrillic('shchi i borshch')).toBe('щи и борщ');
    expect(latinToCyrillic('zhurnal chitatelya')).toBe('журнал читателя');
    expect(latinToCyrillic('moy dom')).toBe('мой дом');
    expect(latinToCyrillic('ty')).toBe('ты');
    expect(latinToCyrillic('yolka')).toBe('ёлка');
  });
});

describe('queryAlternatives', () => {
  it('offers both readings of a Latin query, the query first', () => {
    expect(queryAlternatives('Rjnbrb')).toEqual(['rjnbrb', 'котики', 'рйнбрб']);
    expect(queryAlternatives('kotiki')).toEqual(['kotiki', 'лщешлш', 'котики']);
  });

  it('offers the Latin layout for a Cyrillic query', () => {
    expect(queryAlternatives('котики')).toEqual(['котики', 'rjnbrb']);
  });

  it('takes mixed scripts and text without letters as typed', () => {
    expect(queryAlternatives('iPhone в России')).toEqual(['iphone в россии']);
    expect(queryAlternatives('2026')).toEqual(['2026']);
    expect(queryAlternatives('   ')).toEqual([]);
  });
});

describe('prefixTsQuery', () => {
  it('ands the words of a reading, the last one a prefix, and ors the readings', () => {
    expect(prefixTsQuery(['рыжие коты', 'htyb'])).toBe("('рыжие' & 'коты':*) | ('htyb':*)");
  });

  it('takes a last word it is told is whole as it is', () => {
    expect(prefixTsQuery(['рыжие коты', 'htyb'], new Set(['коты']))).toBe("('рыжие' & 'коты') | ('htyb':*)");
  });

  it('keeps only letters and digits, so operators cannot be injected', () => {
    expect(prefixTsQuery(["кот' | !мяу & (a:*)"])).toBe("('кот' & 'мяу' & 'a')");
    expect(prefixTsQuery(['!!! ---'])).toBe('');
  });

  it('looks at the first words only', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
