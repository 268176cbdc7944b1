import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { setDigestFrequency } from './digest.ts';
import type { UnsubscribeClaim } from './unsubscribe-tokens.ts';

/** Repeating it changes nothing. */
export async function unsubscribe(db: Db, { userId, topic }: UnsubscribeClaim): Promise<void> {
  if (topic === 'digest') {
    await setDigestFrequency(db, userId, 'off');
    return;
  }
  const key = `${topic.slice('notification:'.length)}:email`;
  await db
    .update(users)
    .set({ notificationSettings: sql`${users.notificationSettings} || jsonb_build_object(${key}::text, false)` })
    .where(eq(users.id, userId));
}

/** Whether the claim's switch is already off (the confirmation page says so instead of asking). */
export async function isUnsubscribed(db: Db, { userId, topic }: UnsubscribeClaim, digestOff: boolean): Promise<boolean> {
  if (topic === 'digest') return digestOff;
  const [row] = await db.select({ settings: users.notificationSettings }).from(users).where(eq(users.id, userId));
  return row?.settings[`${topic.slice('notification:'.length)}:email`] !== true;
}
