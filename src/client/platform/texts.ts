/**
 * The reader's texts, loaded with the page that needs them: a visitor downloads one language,
 * not every one, and the texts of an area (the control panel, a member's settings) only with its
 * pages. Inertia resolves each page before rendering it, so its texts are loaded by then
 * (app.tsx), and `textsFor` finds them.
 */
import type { Language } from '../../shared/dto/user.ts';
import { createTexts, type Texts } from '../../shared/i18n/translator.ts';

type TextsModule = Promise<{ texts: object }>;

const everyPage: Record<Language, () => TextsModule> = {
  ru: () => import('../../shared/i18n/ru.ts'),
  en: () => import('../../shared/i18n/en.ts'),
};

/** Started once and kept at module level: what is loaded holds texts only, no visitor state. */
function oncePerLanguage(load: (language: Language) => Promise<void>): (language: Language) => Promise<void> {
  const started = new Map<Language, Promise<void>>();
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

const loadCommonTexts = oncePerLanguage(async (language) => {
  const { texts } = await everyPage[language]();
  ready.set(language, createTexts(language, { [language]: texts }));
});

/** An area's texts, added to the language's common ones. */
function area(name: string, pages: RegExp, modules: Record<Language, () => TextsModule>) {
  const load = oncePerLanguage(async (language) => {
    const [{ texts }] = await Promise.all([modules[language](), loadCommonTexts(language)]);
    ready.get(language)!.add(texts);
  });
  return { name, pages, load };
}

/** Areas by the pages that show them; a page outside every area needs only the common texts. */
const AREAS = [
  area('admin', /^Admin\//, { ru: () => import('../../shared/i18n/ru-admin.ts'), en: () => import('../../shared/i18n/en-admin.ts') }),
  area('settings', /^(User\/Settings\/|User\/MobileProfile$|Mail\/Unsubscribe$)/, {
    ru: () => import('../../shared/i18n/ru-settings.ts'),
    en: () => import('../../shared/i18n/en-settings.ts'),
  }),
];

const areaOf = (page: string) => AREAS.find(({ pages }) => pages.test(page));

/** The name of the area whose texts come with the page (`User/Settings/Main`), if any. */
export const textAreaOf = (page: string): string | undefined => areaOf(page)?.name;

/** The texts the page needs in the reader's language: the common ones, and its area's. */
export function loadTexts(page: string, language: Language): Promise<void> {
  return (areaOf(page)?.load ?? loadCommonTexts)(language);
}

export function textsFor(language: Language): Texts {
  const loaded = ready.get(language);
  if (!loaded) throw new Error(`The ${language} texts are used before they were loaded`);
  return loaded;
}
