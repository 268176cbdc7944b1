import { describe, expect, it } from 'vitest';
import { momentOf, wallTimeAt, zoneOffsetName } from './zoned-time.ts';

describe('wall times in a time zone', () => {
  it("reads the site zone's clock and back", () => {
    expect(momentOf('2026-12-31T18:30', 'Europe/Moscow')!.toISOString()).toBe('2026-12-31T15:30:00.000Z');
    expect(wallTimeAt(new Date('2026-12-31T15:30:00Z'), 'Europe/Moscow')).toBe('2026-12-31T18:30');
    expect(momentOf('2026-12-31T18:30', 'Asia/Novosibirsk')!.toISOString()).toBe('2026-12-31T11:30:00.000Z');
  });

  it('follows a zone that moves its clocks: summer and winter readings differ by their offsets', () => {
    expect(momentOf('2026-07-01T12:00', 'Europe/Berlin')!.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(momentOf('2026-01-01T12:00', 'Europe/Berlin')!.toISOString()).toBe('2026-01-01T11:00:00.000Z');
    // 02:30 does not exist on the morning clocks go forward: it lands an hour later.
    expect(wallTimeAt(momentOf('2026-03-29T02:30', 'Europe/Berlin')!, 'Europe/Berlin')).toBe('2026-03-29T03:30');
  });

  it('refuses a malformed reading and names the offset', () => {
    expect(momentOf('завтра', 'Europe/Moscow')).toBeNull();
    expect(zoneOffsetName(new Date('2026-12-31T00:00:00Z'), 'Europe/Moscow')).toBe('GMT+3');
  });
});
