/** The reader's texts, provided once for the page (app.tsx) and read by every component that shows words. */
import { createContext, use } from 'react';
import type { Texts, Translate } from '../../shared/i18n/translator.ts';

export const TextsContext = createContext<Texts | null>(null);

export function useT(): Translate {
  const texts = use(TextsContext);
  if (!texts) throw new Error('useT must be used inside TextsContext');
  return texts.t;
}
