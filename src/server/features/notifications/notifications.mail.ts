// Rendered from the same presenter and words as the list, so the list, the mail and the push say the same thing.
import { translator } from '../../../shared/i18n/index.ts';
import type { NotificationDto } from '../../../shared/dto/notification.ts';
import type { Language } from '../../../shared/dto/user.ts';
import { notificationText } from '../../../shared/notification-text.ts';

export interface PresentedNotification {
  userId: number;
  kind: string;
  language: Language;
  title: string;
  text: string;
  url: string;
}

/** The mail's and the push's words: the list's, in the recipient's language, with an absolute address. */
export function deliveredWords(item: NotificationDto, recipient: { userId: number; language: Language }, appUrl: string): PresentedNotification {
  const t = translator(recipient.language);
  const words = notificationText(t, item, recipient.userId);
  const title = [words.actor, words.others, words.action].filter(Boolean).join(' ');
  const url = new URL(words.url, appUrl).toString();
  return { userId: recipient.userId, kind: item.type, language: recipient.language, title, text: words.subject ? `${title}\n${words.subject}` : title, url };
}
