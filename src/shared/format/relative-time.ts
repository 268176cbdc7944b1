// Calendar days are counted in the given time zone, so the server and the browser agree when both are
// given the same zone.
import type { Translate } from '../i18n/translator.ts';
import type { Language } from '../dto/user.ts';
import { DATE_LOCALES, withoutYearMark } from './dates.ts';
import { dateFormatter } from './formatters.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface RelativeTimeOptions {
  now?: Date;
  timeZone?: string;
}

export function formatRelativeTime(
  date: Date | string,
  t: Translate,
  language: Language,
  { now = new Date(), timeZone }: RelativeTimeOptions = {},
): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE) return t('time.now');
  if (elapsed < HOUR) return t('time.minutes', { count: Math.floor(elapsed / MINUTE) });

  const locale = DATE_LOCALES[language];
  const dayOf = dateFormatter('isoDay', 'en-CA', timeZone);
  const today = dayOf.format(now);
  const day = dayOf.format(then);
  if (day === today) return t('time.hours', { count: Math.floor(elapsed / HOUR) });

  if (day === dayOf.format(now.getTime() - 24 * HOUR)) {
    return t('time.yesterday', { time: dateFormatter('time', locale, timeZone).format(then) });
  }

  return formatCalendarDay(then, language, { now, timeZone });
}

export function formatCalendarDay(date: Date | string, language: Language, { now = new Date(), timeZone }: RelativeTimeOptions = {}): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const dayOf = dateFormatter('isoDay', 'en-CA', timeZone);
  // isoDay starts with the year: "2026-03-05".
  const sameYear = dayOf.format(then).slice(0, 4) === dayOf.format(now).slice(0, 4);
  return withoutYearMark(dateFormatter(sameYear ? 'dayMonth' : 'day', DATE_LOCALES[language], timeZone).format(then));
}
