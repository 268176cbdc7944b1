// Built once per style, locale and time zone: building an `Intl.DateTimeFormat` loads ICU data and holds
// native memory the garbage collector does not see; built per call, they take half of a list's server
// render and grow the process by hundreds of megabytes under load.
const STYLES = {
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'long' },
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
  time: { hour: 'numeric', minute: '2-digit', hour12: false },
  /** The wall clock's fields in a zone, read with formatToParts (zoned-time.ts). */
  wallClock: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  /** "GMT+3": a zone's offset, read with formatToParts. */
  zoneOffset: { timeZoneName: 'shortOffset' },
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
