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

/** The text at a dotted key (`polls.left.days_few`) in a set of texts; a name may hold dots itself (`post.published`). */
function textAt(node: unknown, parts: readonly string[], from = 0): string | undefined {
  if (from === parts.length) return typeof node === 'string' ? node : undefined;
  if (typeof node !== 'object' || node === null) return undefined;
  let name = '';
  for (let to = from; to < parts.length; to++) {
    name = to === from ? parts[to]! : `${name}.${parts[to]}`;
    if (!Object.hasOwn(node, name)) continue;
    const text = textAt((node as Record<string, unknown>)[name], parts, to + 1);
    if (text !== undefined) return text;
  }
  return undefined;
}

function fill(text: string, options: TextOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => (options[name] === undefined ? placeholder : String(options[name])));
}

export function createTexts(language: Language, byLanguage: Partial<Record<Language, object>>): Texts {
  // Sets of texts, the first that has a key answering it: texts added later, the language's, the fallback's.
  // Keys are looked up where they are rather than flattened up front: a page asks for a few hundred of
  // thousands, and flattening them all was a task of its own while a page loaded.
  const sets: object[] = [];
  if (byLanguage[language]) sets.push(byLanguage[language]);
  if (language !== FALLBACK_LANGUAGE && byLanguage[FALLBACK_LANGUAGE]) sets.push(byLanguage[FALLBACK_LANGUAGE]);
  // Only keys that were found are kept, so a lookup of made-up keys cannot grow it.
  const found = new Map<string, string>();
  let plurals: Intl.PluralRules | undefined;

  const find = (key: string) => {
    const kept = found.get(key);
    if (kept !== undefined) return kept;
    const parts = key.split('.');
    for (const set of sets) {
      const text = textAt(set, parts);
      if (text !== undefined) {
        found.set(key, text);
        return text;
      }
    }
    return undefined;
  };

  const t: Translate = (key, options) => {
    if (!options) return find(key) ?? key;
    const forms: string[] = [];
    const plural = typeof options.count === 'number' ? `_${(plurals ??= new Intl.PluralRules(language)).select(options.count)}` : '';
    if (options.context) forms.push(`${key}_${options.context}${plural}`, `${key}_${options.context}`);
    if (plural) forms.push(key + plural, `${key}_other`);
    forms.push(key);
    for (const form of forms) {
      const text = find(form);
      if (text !== undefined) return fill(text, options);
    }
    return options.defaultValue ?? key;
  };

  return {
    t,
    add: (texts) => {
      sets.unshift(texts);
      found.clear();
    },
  };
}
