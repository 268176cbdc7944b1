/**
 * react-i18next's useTranslation() copies the i18n object on every first render (every render on
 * the server: about a tenth of SSR time), and i18next resolves each call anew. Texts never change
 * within an instance, so each is looked up once and then answered from a Map.
 */
import { use } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n, TFunction } from 'i18next';

const memoized = new WeakMap<i18n, TFunction>();

/** Texts with options are open-ended, so that cache is bounded. */
const MAX_TEXTS_WITH_OPTIONS = 5000;

function optionsKey(key: string, options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  let cacheKey = key;
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return undefined;
    cacheKey += `\u0000${name}\u0001${type[0]}${String(value)}`;
  }
  return cacheKey;
}

function rememberingTexts(instance: i18n): TFunction {
  const texts = new Map<string, string>();
  const withOptions = new Map<string, string>();
  const translate = instance.t as unknown as (...args: unknown[]) => unknown;
  const t = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 1) return translate(key, ...rest);
    if (rest.length === 0) {
      let text = texts.get(key);
      if (text === undefined) {
        text = translate(key) as string;
        texts.set(key, text);
      }
      return text;
    }
    const cacheKey = optionsKey(key, rest[0]);
    if (cacheKey === undefined) return translate(key, rest[0]);
    let text = withOptions.get(cacheKey);
    if (text === undefined) {
      text = translate(key, rest[0]) as string;
      if (typeof text !== 'string') return text;
      if (withOptions.size >= MAX_TEXTS_WITH_OPTIONS) withOptions.clear();
      withOptions.set(cacheKey, text);
    }
    return text;
  };
  return t as unknown as TFunction;
}

export function useT(): TFunction {
  const context = use(I18nContext);
  if (!context?.i18n) throw new Error('useT must be used inside the I18nextProvider');
  let t = memoized.get(context.i18n);
  if (!t) {
    t = rememberingTexts(context.i18n);
    memoized.set(context.i18n, t);
  }
  return t;
}
