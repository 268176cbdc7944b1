// A date-time input holds a wall clock reading with no zone; the site's time zone gives it its moment. Only Intl is
// needed: the zone's offset at a moment is what its wall clock reads then, minus that moment.
import { dateFormatter } from './formatters.ts';

/** "2026-12-31T18:30": the value of an `<input type="datetime-local">`. */
export type WallTime = string;

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallClockParts(moment: number, timeZone: string): Record<string, number> {
  const parts = dateFormatter('wallClock', 'en-GB', timeZone).formatToParts(moment);
  return Object.fromEntries(parts.filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]));
}

/** Milliseconds the zone's clock is ahead of UTC at a moment. */
function offsetAt(moment: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClockParts(moment, timeZone);
  return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!) - Math.floor(moment / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** What the zone's clock reads at a moment, to the minute. */
export function wallTimeAt(moment: Date, timeZone: string): WallTime {
  const { year, month, day, hour, minute } = wallClockParts(moment.getTime(), timeZone);
  return `${year}-${pad(month!)}-${pad(day!)}T${pad(hour!)}:${pad(minute!)}`;
}

/**
 * The moment the zone's clock reads `wall`, or null for a malformed reading. A reading the clock skips when it moves
 * forward lands an hour later; one it shows twice, at the first of the two.
 */
export function momentOf(wall: WallTime, timeZone: string): Date | null {
  const match = WALL_TIME.exec(wall);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(first, timeZone));
}

/** "GMT+3" for Europe/Moscow: what the zone is called beside its name. */
export function zoneOffsetName(moment: Date, timeZone: string): string {
  return dateFormatter('zoneOffset', 'en-GB', timeZone).formatToParts(moment).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
}
