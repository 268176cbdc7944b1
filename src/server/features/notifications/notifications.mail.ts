// Rendered from the same presenter and words as the list, so the list, the mail and the push say the same thing.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { translator } from '../../../shared/i18n/index.ts';
import type { Language } from '../../../shared/dto/user.ts';
import { notificationText } from '../../../shared/notification-text.ts';
import { notificationItems } from './notifications.presenter.ts';

export interface PresentedNotification {
  userId: number;
  kind: string;
  language: Language;
  title: string;
  text: string;
  url: string;
}

/** Null when the notification is gone or no longer shown (its post or comment was deleted). */
export async function presentNotification(db: Db, notificationId: number, config: { appUrl: string; mediaBase: string }): Promise<PresentedNotification | null> {
  const [row] = await db
    .select({ userId: notifications.userId, language: users.language })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  if (!row) return null;
  const [item] = await notificationItems(db, [notificationId], config.mediaBase);
  if (!item) return null;
  const t = translator(row.language);
  const words = notificationText(t, item, row.userId);
  const title = [words.actor, words.others, words.action].filter(Boolean).join(' ');
  const url = new URL(words.url, config.appUrl).toString();
  return { userId: row.userId, kind: item.type, language: row.language, title, text: words.subject ? `${title}\n${words.subject}` : title, url };
}
