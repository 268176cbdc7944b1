/**
 * Calendar dates in the reader's language, always in the site's time zone (a shared page
 * prop), so the server-rendered text and the browser's render are the same.
 */
import type { Language } from '../dto/user.ts';
import { dateFormatter } from './formatters.ts';

export const DATE_LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };

/** Russian long dates end in "г." ("5 марта 2026 г."); the site writes them without it. */
export function withoutYearMark(text: string): string {
  return text.endsWith('г.') ? text.replace(/\s?г\.$/, '') : text;
}

/** "5 марта 2026" / "5 March 2026" (without Russian's trailing "г."). */
export function formatDay(date: Date | string, language: Language, timeZone?: string): string {
  return withoutYearMark(dateFormatter('day', DATE_LOCALES[language], timeZone).format(new Date(date)));
}

/** "5 марта 2026 г., 14:05": the tooltip of a relative date. */
export function formatDateTime(date: Date | string, language: Language, timeZone?: string): string {
  return dateFormatter('dateTime', DATE_LOCALES[language], timeZone).format(new Date(date));
}
