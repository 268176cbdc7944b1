/**
 * Demo mail settings: Анна reads the weekly digest, Дмитрий the daily one, and Анна also gets
 * replies to her comments by email, so the first hourly sweep of a fresh demo writes their
 * letters to DATA_DIR/mail (or sends them through SMTP_URL).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { setDigestFrequency } from '../features/mail-delivery/digest.ts';

export async function seedDemoDelivery(db: Db, people: readonly number[]): Promise<void> {
  const [anna, dmitry] = people;
  if (anna !== undefined) {
    await setDigestFrequency(db, anna, 'weekly');
    await db
      .update(users)
      .set({ notificationSettings: sql`${users.notificationSettings} || '{"comment_reply:email": true}'::jsonb` })
      .where(eq(users.id, anna));
  }
  if (dmitry !== undefined) await setDigestFrequency(db, dmitry, 'daily');
}
