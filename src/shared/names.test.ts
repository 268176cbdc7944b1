import { describe, expect, it } from 'vitest';
import { nameProblem } from './names.ts';

describe('nameProblem', () => {
  it('accepts names in one alphabet per word, with spaces, hyphens, digits and emoji', () => {
    for (const name of ['Анна Каренина', 'Anna Karenina', 'Anna Каренина', 'Жан-Batiste', 'Ёжик 2024', 'Zoë Ångström', 'Дмитрий 😀', '李小龙']) {
      expect(nameProblem(name), name).toBeNull();
    }
  });

  it('refuses control characters', () => {
    expect(nameProblem('Анна\u0000')).toBe('auth.errors.nameInvalid');
    expect(nameProblem('Анна\nКаренина')).toBe('auth.errors.nameInvalid');
  });

  it('refuses zero-width characters, bidi controls, the soft hyphen and the BOM', () => {
    for (const hidden of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069']) {
      expect(nameProblem(`Ан${hidden}на`), hidden.codePointAt(0)!.toString(16)).toBe('auth.errors.nameInvisible');
    }
  });

  it('refuses a word that mixes Latin and Cyrillic look-alikes', () => {
    expect(nameProblem('\u0410nna')).toBe('auth.errors.nameMixedScripts');
    expect(nameProblem('Анна Kарeнина')).toBe('auth.errors.nameMixedScripts');
    expect(nameProblem('admin_\u0430dmin')).toBe('auth.errors.nameMixedScripts');
  });
});
