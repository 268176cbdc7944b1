// A sign-in whose password was right on a two-factor account gets no session yet, only this short-lived signed cookie
// naming the account. The code call reads it; nothing else does.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress, type RateLimitRoute } from '../../platform/rate-limits.ts';

const PENDING_COOKIE = 'pero_2fa';
/** Time enough to open the app and type a code or find the recovery codes. */
const PENDING_TTL_SECONDS = 5 * 60;

export function setPendingSignIn(reply: FastifyReply, userId: number, secure: boolean): void {
  const expires = Math.floor(Date.now() / 1000) + PENDING_TTL_SECONDS;
  reply.setCookie(PENDING_COOKIE, `${userId}.${expires}`, { path: '/', httpOnly: true, sameSite: 'lax', secure, signed: true, maxAge: PENDING_TTL_SECONDS });
}

export function clearPendingSignIn(reply: FastifyReply): void {
  reply.clearCookie(PENDING_COOKIE, { path: '/' });
}

/** The account waiting for its code, or null when there is none, it has expired or was tampered with. */
export function pendingSignIn(request: FastifyRequest): number | null {
  const raw = request.cookies[PENDING_COOKIE];
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || !value) return null;
  const match = /^(\d+)\.(\d+)$/.exec(value);
  if (!match || Number(match[2]) * 1000 <= Date.now()) return null;
  return Number(match[1]);
}

/** Code attempts count against the account waiting for them, wherever they come from. */
export const PER_PENDING_ACCOUNT: RateLimitRoute = {
  per: (request) => {
    const userId = pendingSignIn(request);
    return userId === null ? clientAddress(request) : `two-factor:${userId}`;
  },
};
