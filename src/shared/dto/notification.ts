// The switches live in `users.notification_settings` as `"<kind>:<channel>"` → boolean; a missing key
// is the channel's default, so a new kind is on (or off) for everyone without a migration.
import type { ImageDto } from './subsite.ts';
import type { Gender } from './user.ts';

export const NOTIFICATION_KINDS = [
  'comment_reply',
  'post_comment',
  'new_follower',
  'comment_like',
  'new_post',
  'post_like',
  'post_unpublished',
  'post_reaction',
  'comment_reaction',
  'webhook_disabled',
  'telegram_disabled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['site', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** In the app and in the browser's push on, e-mail off: mail is something a member asks for. */
export const CHANNEL_DEFAULTS: Readonly<Record<NotificationChannel, boolean>> = { site: true, email: false, push: true };

export type NotificationSettings = Readonly<Record<string, boolean>>;

export const settingName = (kind: NotificationKind, channel: NotificationChannel) => `${kind}:${channel}`;

export function notificationEnabled(settings: NotificationSettings, kind: NotificationKind, channel: NotificationChannel): boolean {
  return settings[settingName(kind, channel)] ?? CHANNEL_DEFAULTS[channel];
}

export const isNotificationKind = (name: string): name is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(name);

export interface NotificationSettingDto {
  name: string;
  status: boolean;
}

export function notificationSettingList(settings: NotificationSettings): NotificationSettingDto[] {
  return NOTIFICATION_KINDS.flatMap((kind) => NOTIFICATION_CHANNELS.map((channel) => ({ name: settingName(kind, channel), status: notificationEnabled(settings, kind, channel) })));
}

export interface NotificationUser {
  id: number;
  name: string;
  url: string;
  avatar: ImageDto | null;
  /** For the grammar of the Russian texts that name them. */
  gender: Gender;
}

export interface NotificationPost {
  id: number;
  url: string;
  short_title: string;
  created_at: string;
  category_id: number | null;
  category: { url: string; title: string; avatar: ImageDto | null } | null;
  user: NotificationUser | null;
}

export interface NotificationComment {
  id: number;
  created_at: string;
  url: string;
  /** The start of its text, plain. */
  text: string;
  user: NotificationUser | null;
  post: NotificationPost | null;
}

export interface NotificationDataDto {
  /** The latest actor; null for what the site itself says (an unpublished post). */
  user: NotificationUser | null;
  /** The latest few actors, newest first, and how many acted in all (grouped likes and reactions). */
  users: NotificationUser[];
  count: number;
  comment: NotificationComment | null;
  post: NotificationPost | null;
  /** Likes: 1 positive, otherwise negative. */
  value: number | null;
  reaction: { id: number; image_url: string } | null;
  /** When it last happened; ISO 8601. */
  date: string;
  /** Why the post was unpublished; the address of a webhook that was switched off; the Telegram channel switched off and why. */
  reason: string | null;
  /** Where a notice from the site leads when no post or person is its subject (a webhook's or Telegram link's settings). */
  link?: string;
}

export interface NotificationDto {
  id: number;
  type: NotificationKind;
  read_at: string | null;
  data: NotificationDataDto;
}

export interface NotificationCounters {
  notSawNotifications: number;
  notReadNotifications: number;
}

export interface NotificationPush extends NotificationCounters {
  notification: NotificationDto;
}

export const NOTIFICATION_LIMITS = {
  perPage: 20,
  shownActors: 3,
  /** Counters stop counting here; the badge shows "99+" well before. */
  countedUpTo: 1000,
  shortTitle: 80,
  commentText: 140,
  reason: 1000,
} as const;
