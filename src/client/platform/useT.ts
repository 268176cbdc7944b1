/**
 * The translate function of the page's i18n instance. react-i18next's useTranslation()
 * copies the whole i18n object into a wrapper on every component's first render, which is
 * every render on the server (about a tenth of SSR time here). The app never switches
 * language inside a mounted tree — a new language arrives as a new provider value — so the
 * instance's own bound `t` is all a component needs.
 */
import { use } from 'react';
import { I18nContext } from 'react-i18next';
import type { TFunction } from 'i18next';

export function useT(): TFunction {
  const context = use(I18nContext);
  if (!context?.i18n) throw new Error('useT must be used inside the I18nextProvider');
  return context.i18n.t;
}
