import { DATE_LOCALES } from '../../../shared/format/dates.ts';
import type { Language } from '../../../shared/dto/user.ts';
import type { ChartRow } from './StatChart.tsx';

/** Days are site-time-zone dates (YYYY-MM-DD): read at noon UTC they print as themselves anywhere. */
export function dayRows<T extends { date: string }>(days: readonly T[], value: (day: T) => number, language: Language): ChartRow[] {
  const short = new Intl.DateTimeFormat(DATE_LOCALES[language], { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(DATE_LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return days.map((day) => {
    const date = new Date(`${day.date}T12:00:00Z`);
    return { key: day.date, tick: short.format(date), label: long.format(date), value: value(day) };
  });
}

/** Hours in the site's time zone, as the days are. */
export function hourRows<T extends { hour: string }>(hours: readonly T[], value: (hour: T) => number, language: Language, timeZone: string): ChartRow[] {
  const short = new Intl.DateTimeFormat(DATE_LOCALES[language], { hour: '2-digit', minute: '2-digit', timeZone });
  const long = new Intl.DateTimeFormat(DATE_LOCALES[language], { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone });
  return hours.map((hour) => ({ key: hour.hour, tick: short.format(new Date(hour.hour)), label: long.format(new Date(hour.hour)), value: value(hour) }));
}
