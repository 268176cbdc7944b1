// Every language's texts, for the server and tests; the browser loads only its reader's (client/platform/texts.ts).
import type { i18n, TFunction } from 'i18next';
import type { Language } from '../dto/user.ts';
import { i18nWithTexts } from './instance.ts';
import { texts as enAdmin } from './en-admin.ts';
import { texts as en } from './en.ts';
import { texts as ruAdmin } from './ru-admin.ts';
import { texts as ru } from './ru.ts';

export { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from './instance.ts';

export function createI18n(language: Language): i18n {
  return i18nWithTexts(language, { ru: { ...ru, ...ruAdmin }, en: { ...en, ...enAdmin } });
}

const translators = new Map<Language, TFunction>();

/** A cached translate function per language, for server-side texts. */
export function translator(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = createI18n(language).t;
    translators.set(language, t);
  }
  return t;
}
