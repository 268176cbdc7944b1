/**
 * Notifications as the client sees them (spec 2, section 3, "Notification"), their kinds
 * and the member's per-kind switches. The switches live in `users.notification_settings`
 * as `"<kind>:<channel>"` → boolean; a missing key is the channel's default, so a new kind
 * is on (or off) for everyone without a migration.
 */
import type { ImageDto } from './subsite.ts';
import type { Gender } from './user.ts';

/** The spec's "item kinds by server type", in the order the settings page lists them. */
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

/** The spec's "Notification setting": one named switch. */
export interface NotificationSettingDto {
  name: string;
  status: boolean;
}

/** Every switch of every kind and channel, with the member's values filled in. */
export function notificationSettingList(settings: NotificationSettings): NotificationSettingDto[] {
  return NOTIFICATION_KINDS.flatMap((kind) => NOTIFICATION_CHANNELS.map((channel) => ({ name: settingName(kind, channel), status: notificationEnabled(settings, kind, channel) })));
}

/** Who acted: the spec's `data.user`. */
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
  /** The post's address with `?comment={id}`: the post opens on the comment, highlighted. */
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
  /** Reactions: the latest picture given. */
  reaction: { id: number; image_url: string } | null;
  /** When it last happened; ISO 8601. */
  date: string;
  /** Why the post was unpublished. */
  reason: string | null;
}

export interface NotificationDto {
  id: number;
  type: NotificationKind;
  read_at: string | null;
  data: NotificationDataDto;
}

/** The unseen and unread counters of the bell and the page (spec 2, "Page-level settings"). */
export interface NotificationCounters {
  notSawNotifications: number;
  notReadNotifications: number;
}

/** Pushed on `user.{id}` when a notification is created or a grouped one gains an actor. */
export interface NotificationPush extends NotificationCounters {
  notification: NotificationDto;
}

export const NOTIFICATION_LIMITS = {
  perPage: 20,
  /** Grouped rows show this many latest actors. */
  shownActors: 3,
  /** Counters stop counting here; the badge shows "99+" well before. */
  countedUpTo: 1000,
  shortTitle: 80,
  commentText: 140,
  reason: 1000,
} as const;
