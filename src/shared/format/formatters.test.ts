import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../i18n/index.ts';
import { formatDateTime, formatDay } from './dates.ts';
import { formatRelativeTime } from './relative-time.ts';

afterEach(() => vi.restoreAllMocks());

describe('date formatters', () => {
  it('are built once per style, language and time zone, however many dates a page formats', () => {
    const Original = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Original>) {
      return new Original(...args);
    } as typeof Original);
    const t = translator('ru');
    const now = new Date('2026-11-22T15:30:00Z');
    const dates = Array.from({ length: 50 }, (_, i) => new Date(now.getTime() - i * 7 * 3_600_000));
    const formatAll = () => {
      for (const date of dates) {
        formatRelativeTime(date, t, 'ru', { now, timeZone: 'Asia/Novosibirsk' });
        formatDateTime(date, 'ru', 'Asia/Novosibirsk');
        formatDay(date, 'ru', 'Asia/Novosibirsk');
      }
    };
    formatAll();
    const first = built.mock.calls.length;
    // The calendar day, the time, day and month, day with year, date with time.
    expect(first).toBeLessThanOrEqual(5);
    formatAll();
    expect(built.mock.calls.length).toBe(first);
  });
});
