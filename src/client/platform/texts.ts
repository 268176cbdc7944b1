/**
 * The reader's texts, loaded with the page that needs them: a visitor downloads one language,
 * not every one, and the control panel's texts only with its pages. Inertia resolves each page
 * before rendering it, so its texts are loaded by then (app.tsx), and `i18nFor` finds them.
 */
import type { i18n } from 'i18next';
import type { Language } from '../../shared/dto/user.ts';
import { i18nWithTexts } from '../../shared/i18n/instance.ts';

type Texts = Promise<{ texts: object }>;

const loaders: Record<Language, () => Texts> = {
  ru: () => import('../../shared/i18n/ru.ts'),
  en: () => import('../../shared/i18n/en.ts'),
};

const adminLoaders: Record<Language, () => Texts> = {
  ru: () => import('../../shared/i18n/ru-admin.ts'),
  en: () => import('../../shared/i18n/en-admin.ts'),
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

const adminAdded = new Map<Language, Promise<void>>();

/** The control panel's texts, added to the language's instance once. */
export function loadAdminTexts(language: Language): Promise<void> {
  let added = adminAdded.get(language);
  if (!added) {
    added = Promise.all([loadTexts(language), adminLoaders[language]()]).then(([instance, { texts }]) => {
      instance.addResourceBundle(language, 'translation', texts, true, false);
    });
    adminAdded.set(language, added);
  }
  return added;
}

export function i18nFor(language: Language): i18n {
  const instance = ready.get(language);
  if (!instance) throw new Error(`The ${language} texts are used before they were loaded`);
  return instance;
}
