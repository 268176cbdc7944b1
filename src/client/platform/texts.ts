/**
 * The reader's texts, loaded with the page that needs them: a visitor downloads one language,
 * not every one. Inertia resolves each page before rendering it, so the page's language is
 * loaded by then (app.tsx), and `i18nFor` finds it.
 */
import type { i18n } from 'i18next';
import type { Language } from '../../shared/dto/user.ts';
import { i18nWithTexts } from '../../shared/i18n/instance.ts';

const loaders: Record<Language, () => Promise<{ texts: object }>> = {
  ru: () => import('../../shared/i18n/ru.ts'),
  en: () => import('../../shared/i18n/en.ts'),
};

/** Kept per language at module level: the instances hold texts only, no visitor state. */
const instances = new Map<Language, Promise<i18n>>();
const ready = new Map<Language, i18n>();

export function loadTexts(language: Language): Promise<i18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = loaders[language]().then(({ texts }) => {
      const loaded = i18nWithTexts(language, { [language]: texts });
      ready.set(language, loaded);
      return loaded;
    });
    instances.set(language, instance);
  }
  return instance;
}

export function i18nFor(language: Language): i18n {
  const instance = ready.get(language);
  if (!instance) throw new Error(`The ${language} texts are used before they were loaded`);
  return instance;
}
