/**
 * Relative dates as the feed shows them (spec 1, section 9): "сейчас" under a minute,
 * "N м" under an hour, "N ч" earlier today, "вчера в H:mm", then day and month, with the
 * year only when it is not the current one. Calendar days are counted in the given time
 * zone, so the server and the browser agree when both are given the same zone.
 */
import type { TFunction } from 'i18next';
import type { Language } from '../dto/user.ts';
import { DATE_LOCALES } from './dates.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface RelativeTimeOptions {
  now?: Date;
  timeZone?: string;
}

export function formatRelativeTime(
  date: Date | string,
  t: TFunction,
  language: Language,
  { now = new Date(), timeZone }: RelativeTimeOptions = {},
): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE) return t('time.now');
  if (elapsed < HOUR) return t('time.minutes', { count: Math.floor(elapsed / MINUTE) });

  const locale = DATE_LOCALES[language];
  const dayOf = (d: Date) => calendarDay(d, timeZone);
  const today = dayOf(now);
  const day = dayOf(then);
  if (day === today) return t('time.hours', { count: Math.floor(elapsed / HOUR) });

  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: false, timeZone }).format(then);
  if (day === dayOf(new Date(now.getTime() - 24 * HOUR))) return t('time.yesterday', { time });

  const sameYear = yearOf(then, timeZone) === yearOf(now, timeZone);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: sameYear ? undefined : 'numeric',
    timeZone,
  })
    .format(then)
    .replace(/\s?г\.$/, '');
}

function calendarDay(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date);
}

function yearOf(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone }).format(date);
}
