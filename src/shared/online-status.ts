import type { Translate } from './i18n/translator.ts';

export interface Presence {
  /** Online until this moment (sockets keep pushing it forward); null when never connected. */
  onlineUntil: Date | null;
  lastSeenAt: Date | null;
  showOnline: boolean;
}

export interface OnlineStatus {
  online: boolean;
  show_online: boolean;
  online_status_string: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function onlineStatus(presence: Presence, t: Translate, now: Date = new Date()): OnlineStatus {
  if (!presence.showOnline) return { online: false, show_online: false, online_status_string: '' };
  const online = presence.onlineUntil !== null && presence.onlineUntil > now;
  return { online, show_online: true, online_status_string: online ? t('presence.online') : lastSeen(presence.lastSeenAt, t, now) };
}

function lastSeen(at: Date | null, t: Translate, now: Date): string {
  if (at === null) return '';
  const ago = Math.max(0, now.getTime() - at.getTime());
  if (ago < MINUTE) return t('presence.justNow');
  if (ago < HOUR) return t('presence.minutesAgo', { count: Math.floor(ago / MINUTE) });
  if (ago < DAY) return t('presence.hoursAgo', { count: Math.floor(ago / HOUR) });
  if (ago < 30 * DAY) return t('presence.daysAgo', { count: Math.floor(ago / DAY) });
  return t('presence.longAgo');
}
