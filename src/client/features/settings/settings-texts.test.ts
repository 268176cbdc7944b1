import { describe, expect, it } from 'vitest';
import en from '../../../shared/i18n/en/settings.json' with { type: 'json' };
import ru from '../../../shared/i18n/ru/settings.json' with { type: 'json' };
import { allTexts } from '../../../shared/i18n/index.ts';

function keys(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

describe('settings texts', () => {
  it('exist in both languages', () => {
    expect(keys(ru).sort()).toEqual(keys(en).sort());
  });

  it("carry the spec's messages", () => {
    const t = allTexts('en').t;
    expect(t('settings.errors.keywordDuplicate')).toBe('The hashtag or word is already on the blacklist');
    expect(t('settings.errors.userBlocked')).toBe('The user is already blacklisted');
    expect(t('settings.feed.sortingChanged')).toBe('Sorting changed');
    expect(t('settings.profile.postsUpdated')).toBe('Post display updated');
  });
});
