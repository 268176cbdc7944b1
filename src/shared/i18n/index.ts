// Every language's texts, for the server and tests; the browser loads only its reader's (client/platform/texts.ts).
import type { Language } from '../dto/user.ts';
import { createTexts, type Texts, type Translate } from './translator.ts';
import { texts as enAdmin } from './en-admin.ts';
import { texts as enSettings } from './en-settings.ts';
import { texts as en } from './en.ts';
import { texts as ruAdmin } from './ru-admin.ts';
import { texts as ruSettings } from './ru-settings.ts';
import { texts as ru } from './ru.ts';

export { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, type Translate } from './translator.ts';

export function allTexts(language: Language): Texts {
  return createTexts(language, { ru: { ...ru, ...ruSettings, ...ruAdmin }, en: { ...en, ...enSettings, ...enAdmin } });
}

const translators = new Map<Language, Translate>();

/** A cached translate function per language, for server-side texts. */
export function translator(language: Language): Translate {
  let t = translators.get(language);
  if (!t) {
    t = allTexts(language).t;
    translators.set(language, t);
  }
  return t;
}
