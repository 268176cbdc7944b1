// The database keeps only the token's hash. Verification links are also HMAC-signed over (user, token, expiry), so an
// edited link is refused before the database is asked.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, type AuthTokenPurpose } from '../../db/schema/index.ts';
import { hashToken } from '../../kernel/sessions.ts';

/** A verification link outlives a night away from the inbox. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** A new token for the user; older tokens of the same purpose stop working, so only the newest link does. */
export async function issueToken(db: Db, userId: number, purpose: AuthTokenPurpose, ttlMs: number): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  // Whole seconds, so the expiry in a signed link and in the database are the same instant.
  const expiresAt = new Date(Math.floor((Date.now() + ttlMs) / 1000) * 1000);
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)));
  await db.insert(authTokens).values({ tokenHash: hashToken(token), purpose, userId, expiresAt });
  return { token, expiresAt };
}

function usable(token: string, purpose: AuthTokenPurpose) {
  return and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date()));
}

export async function findTokenOwner(db: Db, token: string, purpose: AuthTokenPurpose): Promise<number | null> {
  const [row] = await db.select({ userId: authTokens.userId }).from(authTokens).where(usable(token, purpose)).limit(1);
  return row?.userId ?? null;
}

/** Spends the user's token in one statement: of two concurrent uses, only one gets the owner back. */
export async function spendToken(db: Db, token: string, purpose: AuthTokenPurpose, userId: number): Promise<number | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(usable(token, purpose), eq(authTokens.userId, userId)))
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

export interface VerificationLinkParts {
  userId: number;
  token: string;
  /** Unix seconds. */
  expires: number;
}

function signature(secret: string, { userId, token, expires }: VerificationLinkParts): string {
  return createHmac('sha256', secret).update(`email-verification:${userId}:${token}:${expires}`).digest('base64url');
}

export function verificationLink(appUrl: string, secret: string, userId: number, issued: IssuedToken): string {
  const parts = { userId, token: issued.token, expires: issued.expiresAt.getTime() / 1000 };
  return `${appUrl}/email/verify/${userId}/${issued.token}?expires=${parts.expires}&signature=${signature(secret, parts)}`;
}

/** Whether the link is unedited and not past its expiry; the token itself is checked by spendToken. */
export function verificationLinkValid(secret: string, parts: VerificationLinkParts, given: string): boolean {
  const expected = Buffer.from(signature(secret, parts));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) && parts.expires * 1000 > Date.now();
}

/** Expired and spent tokens are useless; the maintenance job removes them. */
export async function deleteStaleTokens(db: Db): Promise<void> {
  await db.delete(authTokens).where(or(lte(authTokens.expiresAt, new Date()), isNotNull(authTokens.usedAt)));
}
