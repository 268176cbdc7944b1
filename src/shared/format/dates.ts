// Always in the site's time zone (a shared page prop), so the server's text and the browser's render match.
import type { Language } from '../dto/user.ts';
import { dateFormatter } from './formatters.ts';

export const DATE_LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };

/** Russian long dates end in "г." ("5 марта 2026 г."); the site writes them without it. */
export function withoutYearMark(text: string): string {
  return text.endsWith('г.') ? text.replace(/\s?г\.$/, '') : text;
}

export function formatDay(date: Date | string, language: Language, timeZone?: string): string {
  return withoutYearMark(dateFormatter('day', DATE_LOCALES[language], timeZone).format(new Date(date)));
}

export function formatDateTime(date: Date | string, language: Language, timeZone?: string): string {
  return dateFormatter('dateTime', DATE_LOCALES[language], timeZone).format(new Date(date));
}
