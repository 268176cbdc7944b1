// Each way out follows its kind's switch: `<kind>:email` (off by default) and `<kind>:push` (on).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { queryRows } from '../../db/client.ts';
import { isNotificationKind, notificationEnabled } from '../../../shared/dto/notification.ts';
import type { PresentedNotification } from '../notifications/index.ts';
import { pushToUser } from '../push/index.ts';

/** `key` names the cause (the event's id), so a redelivered event queues nothing twice. */
export async function deliverNotification(app: FastifyInstance, notification: PresentedNotification, key: string): Promise<void> {
  const { userId, kind, title, text } = notification;
  if (!isNotificationKind(kind)) return;
  const [row] = await app.db.select({ settings: users.notificationSettings }).from(users).where(eq(users.id, userId));
  if (!row) return;
  const url = notification.url.startsWith('/') ? app.config.appUrl + notification.url : notification.url;
  if (notificationEnabled(row.settings, kind, 'email')) {
    await app.jobs.send('mail.notification', { userId, kind, title, text, url }, { key: `${key}:mail` });
  }
  if (notificationEnabled(row.settings, kind, 'push') && (await hasPushSubscription(app, userId))) {
    await pushToUser(app, userId, { title, body: text, url, tag: kind }, `${key}:push`);
  }
}

/** Most members never allow push: no job is queued for them. */
async function hasPushSubscription(app: FastifyInstance, userId: number): Promise<boolean> {
  const rows = await queryRows(app.db, sql`select 1 from push_subscriptions where user_id = ${userId} limit 1`);
  return rows.length > 0;
}
