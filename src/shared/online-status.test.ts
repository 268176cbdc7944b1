import { describe, expect, it } from 'vitest';
import { translator } from './i18n/index.ts';
import { onlineStatus } from './online-status.ts';

const now = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('onlineStatus', () => {
  const ru = translator('ru');
  const en = translator('en');
  const seen = (lastSeenAt: Date | null, t = ru) => onlineStatus({ onlineUntil: ago(1), lastSeenAt, showOnline: true }, t, now).online_status_string;

  it('says online while online_until is ahead', () => {
    expect(onlineStatus({ onlineUntil: new Date(now.getTime() + MIN), lastSeenAt: now, showOnline: true }, ru, now)).toEqual({ online: true, show_online: true, online_status_string: 'в сети' });
    expect(onlineStatus({ onlineUntil: new Date(now.getTime() + MIN), lastSeenAt: now, showOnline: true }, en, now).online_status_string).toBe('online');
  });

  it('says when a member was last seen, with Russian plural forms', () => {
    expect(seen(ago(10_000))).toBe('был(а) только что');
    expect(seen(ago(1 * MIN))).toBe('был(а) 1 минуту назад');
    expect(seen(ago(3 * MIN))).toBe('был(а) 3 минуты назад');
    expect(seen(ago(5 * MIN))).toBe('был(а) 5 минут назад');
    expect(seen(ago(21 * MIN))).toBe('был(а) 21 минуту назад');
    expect(seen(ago(2 * 60 * MIN))).toBe('был(а) 2 часа назад');
    expect(seen(ago(11 * 60 * MIN))).toBe('был(а) 11 часов назад');
    expect(seen(ago(5 * 24 * 60 * MIN))).toBe('был(а) 5 дней назад');
    expect(seen(ago(90 * 24 * 60 * MIN))).toBe('был(а) давно');
    expect(seen(ago(1 * MIN), en)).toBe('last seen 1 minute ago');
    expect(seen(ago(5 * MIN), en)).toBe('last seen 5 minutes ago');
    expect(seen(null)).toBe('');
  });

  it('shows nothing of a member who hides their status', () => {
    expect(onlineStatus({ onlineUntil: new Date(now.getTime() + MIN), lastSeenAt: now, showOnline: false }, ru, now)).toEqual({ online: false, show_online: false, online_status_string: '' });
  });
});
