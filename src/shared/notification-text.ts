import type { Translate } from './i18n/translator.ts';
import type { NotificationDto } from './dto/notification.ts';

export interface NotificationText {
  /** Empty for what the site says itself. */
  actor: string;
  others: string;
  action: string;
  subject: string;
  url: string;
}

const GROUPED = new Set(['comment_like', 'post_like', 'post_reaction', 'comment_reaction']);

/** `recipientId`: whose notification it is; a comment under someone else's post reached them by the post's bell. */
export function notificationText(t: Translate, item: NotificationDto, recipientId: number): NotificationText {
  const { data, type } = item;
  const more = Math.max(data.count - 1, 0);
  const watched = type === 'post_comment' && data.post?.user?.id !== recipientId;
  // One person: the verb agrees with their gender where it is known (`_female`, `_male`), the neutral wording otherwise.
  const context = data.user && data.user.gender !== 'unspecified' ? { context: data.user.gender } : {};
  const action = GROUPED.has(type) && more > 0 ? t(`notifications.kindsMany.${type}`) : t(watched ? 'notifications.watchedPostComment' : `notifications.kinds.${type}`, context);
  const subject =
    type === 'webhook_disabled' || type === 'telegram_disabled'
      ? (data.reason ?? '')
      : type === 'post_unpublished'
      ? [data.post?.short_title ?? '', data.reason ? t('notifications.reason', { reason: data.reason }) : ''].filter(Boolean).join(' — ')
      : (data.comment?.text || data.post?.short_title) ?? '';
  return {
    actor: data.user?.name ?? '',
    others: more > 0 ? t('notifications.others', { count: more }) : '',
    action,
    subject,
    url: notificationUrl(item),
  };
}

export function notificationUrl({ type, data }: NotificationDto): string {
  if (data.comment && (type === 'comment_reply' || type === 'post_comment' || type === 'comment_like' || type === 'comment_reaction')) return data.comment.url;
  if (type === 'new_follower') return data.user?.url ?? '/';
  if (data.link) return data.link;
  return data.post?.url ?? data.user?.url ?? '/';
}
