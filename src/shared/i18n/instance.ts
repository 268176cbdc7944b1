// Plural keys use i18next's Intl.PluralRules suffixes: _one, _few, _many, _other.
import i18next, { type i18n } from 'i18next';
import type { Language } from '../dto/user.ts';

export const DEFAULT_LANGUAGE: Language = 'ru';
export const FALLBACK_LANGUAGE: Language = 'en';

/**
 * An instance for one language from the texts at hand. Every language has every key (a test
 * keeps them so), so the fallback's texts are needed only where they are at hand anyway.
 */
export function i18nWithTexts(language: Language, texts: Partial<Record<Language, object>>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: Object.fromEntries(Object.entries(texts).map(([name, translation]) => [name, { translation }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
