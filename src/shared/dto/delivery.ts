/** Email digest and web push vocabularies shared by server and client. */
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** A member without a digest row: no letters they never asked for (docs/decisions.md). */
export const DEFAULT_DIGEST_FREQUENCY: DigestFrequency = 'off';

/** Channels of a notification kind's switches in users.notification_settings (`"<kind>:<channel>"`). */
export type NotificationChannel = 'site' | 'email' | 'push';

/** A missing switch means: shown on the site, pushed to allowed browsers, not mailed. */
export const CHANNEL_DEFAULTS: Readonly<Record<NotificationChannel, boolean>> = { site: true, email: false, push: true };

export function channelEnabled(settings: Readonly<Record<string, boolean>>, kind: string, channel: NotificationChannel): boolean {
  return settings[`${kind}:${channel}`] ?? CHANNEL_DEFAULTS[channel];
}

/** What a letter can be unsubscribed from: the digest, or one notification kind's email. */
export type MailTopic = 'digest' | `notification:${string}`;

/** Notification kinds are short identifiers (`comment_reply`, `post.liked`). */
export const NOTIFICATION_KIND_PATTERN = /^[a-z][a-z0-9_.-]{0,63}$/;

export function isMailTopic(value: string): value is MailTopic {
  if (value === 'digest') return true;
  return value.startsWith('notification:') && NOTIFICATION_KIND_PATTERN.test(value.slice('notification:'.length));
}
