// A personal API token stands for its member on the declared JSON calls its scopes name; the token
// is `pero_` and 32 random bytes, and the database holds its SHA-256 (docs/adr/0077-personal-api-tokens.md).
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { isDatabaseReadOnly } from '../db/driver-errors.ts';
import { apiTokens, subsites, users } from '../db/schema/index.ts';
import type { ApiScope } from '../../shared/api-scopes.ts';
import { accountColumns, authUserOf, hashToken, type AuthUser } from './sessions.ts';

export const API_TOKEN_PREFIX = 'pero_';
/** The prefix makes a leaked token recognisable to secret scanners and to people. */
const API_TOKEN_PATTERN = /^pero_[A-Za-z0-9_-]{43}$/;
/** Stamp last_used_at at most this often, so calls do not write on every request. */
const LAST_USED_INTERVAL_MS = 60_000;

export interface ApiTokenGrant {
  id: number;
  scopes: readonly ApiScope[];
}

export function newApiToken(): { token: string; tokenHash: string } {
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads Authorization itself (the metrics scrape), so no API token is looked for there. */
    ownAuthorization?: boolean;
  }
}

const BEARER_API_TOKEN = new RegExp(`^Bearer[ \\t]+(${API_TOKEN_PREFIX}\\S*)\\s*$`, 'i');

/**
 * `Authorization: Bearer pero_…` as sent, or null. A bearer credential of another form is someone
 * else's (a metrics scraper's) and is left alone.
 */
export function apiTokenCredential(request: FastifyRequest): string | null {
  if (request.routeOptions.config.ownAuthorization) return null;
  return BEARER_API_TOKEN.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

const tokenAccount = perDatabase((db) =>
  db
    .select({ ...accountColumns, tokenId: apiTokens.id, scopes: apiTokens.scopes, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(subsites, eq(subsites.id, users.id))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql.placeholder('now'))),
      ),
    )
    .limit(1)
    .prepare('api_token_account'),
);

/** The member and grant a live token stands for; null for a malformed, unknown, revoked or expired one. */
export async function resolveApiToken(db: Db, token: string): Promise<{ user: AuthUser; grant: ApiTokenGrant } | null> {
  if (!API_TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await tokenAccount(db).execute({ tokenHash, now: now.toISOString() });
  if (!row) return null;
  if (row.lastUsedAt === null || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_INTERVAL_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.tokenId), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_INTERVAL_MS)))))
      // While the site is read-only the call is still answered; the stamp waits for a later one.
      .catch((error: unknown) => {
        if (!isDatabaseReadOnly(error)) throw error;
      });
  }
  // No session stands behind a token: nothing that ends "this session" can end another.
  return { user: authUserOf(row, '', now), grant: { id: row.tokenId, scopes: row.scopes } };
}
