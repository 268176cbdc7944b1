import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/index.ts';
import { abbreviateNumber } from './number.ts';
import { formatRelativeTime } from './relative-time.ts';
import { formatDateTime, formatDay } from './dates.ts';

describe('Russian plurals', () => {
  const t = translator('ru');
  it.each([
    [1, '1 комментарий'],
    [2, '2 комментария'],
    [5, '5 комментариев'],
    [11, '11 комментариев'],
    [21, '21 комментарий'],
    [22, '22 комментария'],
    [111, '111 комментариев'],
  ])('%i → %s', (count, text) => {
    expect(t('plural.comments', { count })).toBe(text);
  });

  it('falls back to English plurals for English', () => {
    expect(translator('en')('plural.comments', { count: 1 })).toBe('1 comment');
    expect(translator('en')('plural.comments', { count: 3 })).toBe('3 comments');
  });
});

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1234, '1.2K'],
    [15_600, '15.6K'],
    [999_950, '1M'],
    [2_500_000, '2.5M'],
    [3_000_000_000, '3B'],
    [7_100_000_000_000, '7.1T'],
    [-1500, '-1.5K'],
  ])('%i → %s', (value, text) => {
    expect(abbreviateNumber(value)).toBe(text);
  });
});

describe('formatRelativeTime', () => {
  const t = translator('ru');
  const now = new Date('2026-11-22T15:30:00Z');
  const zone = { now, timeZone: 'UTC' };
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('says "сейчас" under a minute and "N м" under an hour', () => {
    expect(formatRelativeTime(ago(30_000), t, 'ru', zone)).toBe('сейчас');
    expect(formatRelativeTime(ago(5 * 60_000), t, 'ru', zone)).toBe('5 м');
    expect(formatRelativeTime(ago(59 * 60_000), t, 'ru', zone)).toBe('59 м');
  });

  it('counts hours earlier today', () => {
    expect(formatRelativeTime(ago(3 * 3_600_000), t, 'ru', zone)).toBe('3 ч');
  });

  it('says "вчера в H:mm" for yesterday', () => {
    expect(formatRelativeTime(new Date('2026-11-21T09:05:00Z'), t, 'ru', zone)).toBe('вчера в 9:05');
  });

  it('shows day and month this year, and the year for older dates', () => {
    expect(formatRelativeTime(new Date('2026-03-05T10:00:00Z'), t, 'ru', zone)).toBe('5 марта');
    expect(formatRelativeTime(new Date('2024-12-31T10:00:00Z'), t, 'ru', zone)).toBe('31 декабря 2024');
    expect(formatRelativeTime(new Date('2026-03-05T10:00:00Z'), translator('en'), 'en', zone)).toBe('5 March');
  });

  it('decides "today" in the given time zone', () => {
    // 23:30 UTC on the 21st is already the 22nd in Moscow.
    const moscow = { now, timeZone: 'Europe/Moscow' };
    expect(formatRelativeTime(new Date('2026-11-21T23:30:00Z'), t, 'ru', moscow)).toBe('16 ч');
  });
});

describe('calendar dates', () => {
  it('writes a day in the reader language without the Russian "г."', () => {
    expect(formatDay('2026-12-01T10:00:00Z', 'ru', 'UTC')).toBe('1 декабря 2026');
    expect(formatDay('2026-12-01T10:00:00Z', 'en', 'UTC')).toBe('1 December 2026');
  });

  it("counts the day in the site's time zone", () => {
    expect(formatDay('2026-11-30T22:30:00Z', 'ru', 'Europe/Moscow')).toBe('1 декабря 2026');
    expect(formatDateTime('2026-11-30T22:30:00Z', 'ru', 'Europe/Moscow')).toMatch(/1 декабря 2026.*01:30/);
  });
});
