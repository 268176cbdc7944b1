import { and, desc, eq, gt } from 'drizzle-orm';
import type { SessionDto } from '../../../shared/dto/account-safety.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { describeDevice } from './devices.ts';

/** More than anyone signs in from; a longer list is a sign to use 'Sign out everywhere else'. */
const SESSIONS_SHOWN = 50;

export async function listSessions(db: Db, userId: number, currentTokenHash: string): Promise<SessionDto[]> {
  const rows = await db
    .select({ id: sessions.id, tokenHash: sessions.tokenHash, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(SESSIONS_SHOWN);
  const list = rows.map((row) => ({
    id: row.id,
    ...describeDevice(row.userAgent),
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.tokenHash === currentTokenHash,
  }));
  // This browser leads the list whatever the others did since.
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}
