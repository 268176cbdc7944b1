/**
 * Date formatters, built once per style, locale and time zone and then reused. Building an
 * `Intl.DateTimeFormat` costs far more than formatting with one (it loads ICU data and
 * resolves the options), and each one holds native memory the garbage collector does not
 * see: built per call, they were half of a list's server render and grew the process by
 * hundreds of megabytes under load. The keys are few (two languages, the site's time zone).
 */
const STYLES = {
  /** "5 марта 2026" */
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  /** "5 марта" */
  dayMonth: { day: 'numeric', month: 'long' },
  /** "5 марта 2026 г., 14:05" */
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** "9:05" */
  time: { hour: 'numeric', minute: '2-digit', hour12: false },
  /** "2026-03-05" with the en-CA locale: a calendar day that compares as a string. */
  isoDay: { year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateFormatter(style: DateStyle, locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style}|${locale}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}
