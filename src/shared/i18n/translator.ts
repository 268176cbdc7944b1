/**
 * Texts of one language, looked up by dotted key, with the fallback language's beneath them where
 * those are at hand. A key may have forms: by number (`_one`, `_few`, `_many`, `_other`, as
 * Intl.PluralRules names them; `count` picks one), by context (`_female`, `_male`), or both
 * (`_female_one`). `{{name}}` is replaced by the option of that name; a missing one stays as written.
 * A key no language has answers `defaultValue` or the key itself.
 */
import type { Language } from '../dto/user.ts';

export const DEFAULT_LANGUAGE: Language = 'ru';
export const FALLBACK_LANGUAGE: Language = 'en';

export interface TextOptions {
  count?: number;
  context?: string;
  defaultValue?: string;
  [name: string]: unknown;
}

export type Translate = (key: string, options?: TextOptions) => string;

export interface Texts {
  readonly t: Translate;
  /** Adds a set of texts to the language's, as a page's own arrive after the shell's. */
  add(texts: object): void;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function flatten(texts: object, into: Map<string, string>, prefix = ''): Map<string, string> {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else if (typeof value === 'object' && value !== null) flatten(value, into, `${prefix}${key}.`);
  }
  return into;
}

function fill(text: string, options: TextOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => (options[name] === undefined ? placeholder : String(options[name])));
}

export function createTexts(language: Language, byLanguage: Partial<Record<Language, object>>): Texts {
  const own = new Map<string, string>();
  const fallback = new Map<string, string>();
  if (byLanguage[language]) flatten(byLanguage[language], own);
  if (language !== FALLBACK_LANGUAGE && byLanguage[FALLBACK_LANGUAGE]) flatten(byLanguage[FALLBACK_LANGUAGE], fallback);
  const plurals = new Intl.PluralRules(language);

  const find = (key: string) => own.get(key) ?? fallback.get(key);

  const t: Translate = (key, options) => {
    if (!options) return find(key) ?? key;
    const forms: string[] = [];
    const plural = typeof options.count === 'number' ? `_${plurals.select(options.count)}` : '';
    if (options.context) forms.push(`${key}_${options.context}${plural}`, `${key}_${options.context}`);
    if (plural) forms.push(key + plural, `${key}_other`);
    forms.push(key);
    for (const form of forms) {
      const text = find(form);
      if (text !== undefined) return fill(text, options);
    }
    return options.defaultValue ?? key;
  };

  return { t, add: (texts) => flatten(texts, own) };
}
