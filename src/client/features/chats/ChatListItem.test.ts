import { describe, expect, it } from 'vitest';
import { chatTime } from './ChatListItem.tsx';

const now = new Date('2026-11-22T15:30:00Z');

describe("the chat list's times", () => {
  it("give today's messages by their time, and older ones by day and month, the year only for another year, as the feeds do", () => {
    expect(chatTime('2026-11-22T09:05:00Z', 'ru', 'UTC', now)).toBe('9:05');
    expect(chatTime('2026-03-05T10:00:00Z', 'ru', 'UTC', now)).toBe('5 марта');
    expect(chatTime('2024-12-31T10:00:00Z', 'ru', 'UTC', now)).toBe('31 декабря 2024');
    expect(chatTime('2026-03-05T10:00:00Z', 'en', 'UTC', now)).toBe('5 March');
  });
});
