/**
 * Calendar dates in the reader's language, always in the site's time zone (a shared page
 * prop), so the server-rendered text and the browser's render are the same.
 */
import type { Language } from '../dto/user.ts';

export const DATE_LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };

/** "5 марта 2026" / "5 March 2026" (without Russian's trailing "г."). */
export function formatDay(date: Date | string, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone })
    .format(new Date(date))
    .replace(/\s?г\.$/, '');
}

/** "5 марта 2026 г., 14:05": the tooltip of a relative date. */
export function formatDateTime(date: Date | string, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(date));
}
