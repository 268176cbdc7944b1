import { sql } from 'drizzle-orm';
import type { Translate } from '../../shared/i18n/translator.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { onlineStatus, type OnlineStatus } from '../../shared/online-status.ts';

export async function loadOnlineStatuses(db: Db, userIds: readonly number[], t: Translate): Promise<Map<number, OnlineStatus>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, onlineUntil: users.onlineUntil, lastSeenAt: users.lastSeenAt, showOnline: users.showOnline })
    .from(users)
    .where(sql`${users.id} = any(${sql.param([...new Set(userIds)])}::int[])`);
  const now = new Date();
  return new Map(rows.map((row) => [row.id, onlineStatus(row, t, now)]));
}
