import { describe, expect, it } from 'vitest';
import { formatBanEnd } from './banned.tsx';

describe('ban end date', () => {
  it('reads as a calendar date in the reader’s language', () => {
    expect(formatBanEnd('2026-12-01T10:00:00Z', 'ru')).toBe('1 декабря 2026');
    expect(formatBanEnd('2026-12-01T10:00:00Z', 'en')).toBe('1 December 2026');
  });
});
