/**
 * The reader's texts, loaded with the page that needs them: a visitor downloads one language,
 * not every one, and the control panel's texts only with its pages. Inertia resolves each page
 * before rendering it, so its texts are loaded by then (app.tsx), and `i18nFor` finds them.
 */
import type { Language } from '../../shared/dto/user.ts';
import { createTexts, type Texts } from '../../shared/i18n/translator.ts';

type TextsModule = Promise<{ texts: object }>;

const loaders: Record<Language, () => TextsModule> = {
  ru: () => import('../../shared/i18n/ru.ts'),
  en: () => import('../../shared/i18n/en.ts'),
};

const adminLoaders: Record<Language, () => TextsModule> = {
  ru: () => import('../../shared/i18n/ru-admin.ts'),
  en: () => import('../../shared/i18n/en-admin.ts'),
};

/** Started once per language and kept at module level: what is loaded holds texts only, no visitor state. */
function oncePerLanguage<T>(load: (language: Language) => Promise<T>): (language: Language) => Promise<T> {
  const started = new Map<Language, Promise<T>>();
  return (language) => {
    let loading = started.get(language);
    if (!loading) {
      loading = load(language);
      started.set(language, loading);
    }
    return loading;
  };
}

/** The instances whose texts have arrived, for the synchronous render. */
const ready = new Map<Language, Texts>();

export const loadTexts = oncePerLanguage(async (language) => {
  const { texts } = await loaders[language]();
  const loaded = createTexts(language, { [language]: texts });
  ready.set(language, loaded);
  return loaded;
});

/** The control panel's texts, added to the language's instance. */
export const loadAdminTexts = oncePerLanguage(async (language) => {
  const [loaded, { texts }] = await Promise.all([loadTexts(language), adminLoaders[language]()]);
  loaded.add(texts);
});

export function textsFor(language: Language): Texts {
  const loaded = ready.get(language);
  if (!loaded) throw new Error(`The ${language} texts are used before they were loaded`);
  return loaded;
}
