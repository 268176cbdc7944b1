// The cookie holds a random token; the database holds its SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { inTransaction, type Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { isDatabaseReadOnly } from '../db/driver-errors.ts';
import { apiTokens, sessions, subsites, users } from '../db/schema/index.ts';
import { recordEvents } from '../platform/events/outbox.ts';
import type { ImageRef } from '../db/schema/subsites.ts';
import type { FeedName, FeedSorting, Language, UserRole } from '../../shared/dto/user.ts';

export const SESSION_COOKIE = 'pero_session';
/** "Remember me" lifetime: 30 days, extended while the session is in use. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Touch last_seen_at at most this often, so reading pages does not write on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface AuthUser {
  id: number;
  name: string;
  slug: string;
  avatar: ImageRef | null;
  rating: number;
  role: UserRole;
  language: Language;
  defaultFeed: FeedName;
  defaultSortingFeed: FeedSorting;
  emailVerified: boolean;
  ban: { reason: string | null; until: Date | null } | null;
  sessionTokenHash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

export async function createSession(db: Db, userId: number, meta: SessionMeta = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    ip: meta.ip?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 512),
  });
  return token;
}

/** What an AuthUser is read from; api-tokens.ts reads it beside its own row. */
export const accountColumns = {
  id: users.id,
  name: subsites.name,
  slug: subsites.slug,
  avatar: subsites.avatar,
  rating: subsites.rating,
  role: users.role,
  language: users.language,
  defaultFeed: users.defaultFeed,
  defaultSortingFeed: users.defaultSortingFeed,
  emailVerifiedAt: users.emailVerifiedAt,
  bannedAt: users.bannedAt,
  bannedUntil: users.bannedUntil,
  banReason: users.banReason,
};

export interface AccountRow extends Omit<AuthUser, 'emailVerified' | 'ban' | 'sessionTokenHash'> {
  emailVerifiedAt: Date | null;
  bannedAt: Date | null;
  bannedUntil: Date | null;
  banReason: string | null;
}

export function authUserOf(row: AccountRow, sessionTokenHash: string, now: Date): AuthUser {
  const banned = row.bannedAt !== null && (row.bannedUntil === null || row.bannedUntil > now);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    avatar: row.avatar,
    rating: row.rating,
    role: row.role,
    language: row.language,
    defaultFeed: row.defaultFeed,
    defaultSortingFeed: row.defaultSortingFeed,
    emailVerified: row.emailVerifiedAt !== null,
    ban: banned ? { reason: row.banReason, until: row.bannedUntil } : null,
    sessionTokenHash,
  };
}

/**
 * A session's account, read by its token while it has not expired; `beside` adds columns read in the same
 * statement (a page asks for the member's shell with it).
 */
export function sessionAccountQuery<Beside extends Record<string, SQL.Aliased | SQL>>(db: Db, beside: Beside) {
  return db
    .select({ ...accountColumns, lastSeenAt: sessions.lastSeenAt, ...beside })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(subsites, eq(subsites.id, users.id))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1);
}

/** Read on every signed-in request. */
const sessionAccount = perDatabase((db) => sessionAccountQuery(db, {}).prepare('session_account'));

type SessionRow = AccountRow & { lastSeenAt: Date };

/**
 * The session a token names, with the row `read` selected for it (the account and what it reads beside),
 * extended when it was last seen long enough ago.
 */
export async function resolveSessionWith<Row extends SessionRow>(db: Db, token: string, read: (params: { tokenHash: string; now: string }) => Promise<Row[]>): Promise<{ user: AuthUser; row: Row } | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await read({ tokenHash, now: now.toISOString() });
  if (!row) return null;

  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.tokenHash, tokenHash))
      // While the site is read-only the session is read, not extended: the next request after it extends it.
      .catch((error: unknown) => {
        if (!isDatabaseReadOnly(error)) throw error;
      });
  }
  return { user: authUserOf(row, tokenHash, now), row };
}

export async function resolveSession(db: Db, token: string): Promise<AuthUser | null> {
  return (await resolveSessionWith(db, token, (params) => sessionAccount(db).execute(params)))?.user ?? null;
}

/** An account acting with no request behind it (a job doing what its member asked for earlier); it holds no session. */
export async function accountOf(db: Db, userId: number): Promise<AuthUser | null> {
  const [row] = await db.select(accountColumns).from(users).innerJoin(subsites, eq(subsites.id, users.id)).where(eq(users.id, userId)).limit(1);
  return row ? authUserOf(row, '', new Date()) : null;
}

/** Every way a session ends comes through here: `sessions.ended` commits with the rows, so their sockets close then. */
async function endSessions(db: Db, which: SQL | undefined): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const ended = (await tx.delete(sessions).where(which).returning({ tokenHash: sessions.tokenHash })).map((row) => row.tokenHash);
    if (ended.length > 0) await recordEvents(tx, { type: 'sessions.ended', tokenHashes: ended });
    return ended;
  });
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await endSessions(db, eq(sessions.tokenHash, tokenHash));
}

export async function revokeSessionById(db: Db, userId: number, id: number): Promise<string | null> {
  const [tokenHash] = await endSessions(db, and(eq(sessions.userId, userId), eq(sessions.id, id)));
  return tokenHash ?? null;
}

/** After a password change or reset; with no hash to keep, every session and API token ends. Answers how many sessions ended. */
export async function revokeOtherSessions(db: Db, userId: number, keepTokenHash: string | null): Promise<number> {
  const which = keepTokenHash ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)) : eq(sessions.userId, userId);
  // Ending every session (a reset password, an admin's sign-out) ends the API tokens too: one made by
  // whoever held a stolen session must not outlive it.
  if (!keepTokenHash) await db.update(apiTokens).set({ revokedAt: new Date() }).where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
  return (await endSessions(db, which)).length;
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await endSessions(db, sql`${sessions.expiresAt} <= now()`);
}
