import { and, count, eq, isNull } from 'drizzle-orm';
import { API_TOKEN_LIMITS } from '../../../shared/api/api-tokens.ts';
import type { ApiScope } from '../../../shared/api-scopes.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { apiTokens, users } from '../../db/schema/index.ts';
import { newApiToken } from '../../kernel/api-tokens.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { canWrite } from '../../kernel/viewer.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { grantableScopes } from './api-tokens.policy.ts';
import { liveToken, managesACommunity, type ApiTokenRow } from './api-tokens.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewApiToken {
  name: string;
  scopes: ApiScope[];
  expiresInDays: number | null;
}

/** Answers the token itself, which is never stored nor shown again, beside its row. */
export async function createApiToken(db: Db, user: AuthUser, input: NewApiToken): Promise<{ token: string; row: ApiTokenRow }> {
  if (!canWrite(user)) throw new Forbidden();
  const name = input.name.trim();
  if (!name) throw Invalid.field('name', 'validation.required');
  const grantable = grantableScopes(user, await managesACommunity(db, user.id));
  const refused = input.scopes.find((scope) => !grantable.includes(scope));
  if (refused) throw Invalid.field('scopes', 'apiTokens.errors.notGrantable', { scope: refused });

  return inTransaction(db, async (tx) => {
    // Two tabs creating at once must not pass the cap together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [{ live } = { live: 0 }] = await tx.select({ live: count() }).from(apiTokens).where(liveToken(user.id));
    if (live >= API_TOKEN_LIMITS.live) throw Invalid.field('name', 'apiTokens.errors.tooMany', { max: API_TOKEN_LIMITS.live });
    const { token, tokenHash } = newApiToken();
    const expiresAt = input.expiresInDays === null ? null : new Date(Date.now() + input.expiresInDays * DAY_MS);
    const [row] = await tx
      .insert(apiTokens)
      .values({ userId: user.id, name, scopes: input.scopes, tokenHash, expiresAt })
      .returning({ id: apiTokens.id, name: apiTokens.name, scopes: apiTokens.scopes, createdAt: apiTokens.createdAt, expiresAt: apiTokens.expiresAt, lastUsedAt: apiTokens.lastUsedAt });
    return { token, row: row! };
  });
}

/** Someone else's token and a missing one answer alike. */
export async function revokeApiToken(db: Db, user: AuthUser, id: number): Promise<void> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, user.id), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  if (revoked.length === 0) throw new NotFound();
}
