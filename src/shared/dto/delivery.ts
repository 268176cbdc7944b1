import { isNotificationKind } from './notification.ts';

export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** A member without a digest row: no letters they never asked for (docs/adr/0048-mail-digest-and-web-push.md). */
export const DEFAULT_DIGEST_FREQUENCY: DigestFrequency = 'off';

export type MailTopic = 'digest' | `notification:${string}`;

export function isMailTopic(value: string): value is MailTopic {
  if (value === 'digest') return true;
  return value.startsWith('notification:') && isNotificationKind(value.slice('notification:'.length));
}
