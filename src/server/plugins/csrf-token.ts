// Signed double submit: the HMAC covers the session cookie the token was issued for, so a token read
// from one session, or planted in the browser by a sibling subdomain, fails on another.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';

function mac(secret: string, sessionToken: string | null, random: string): string {
  return createHmac('sha256', secret).update(`csrf\0${sessionToken ?? ''}\0${random}`).digest('base64url');
}

export function csrfToken(secret: string, sessionToken: string | null): string {
  const random = randomBytes(18).toString('base64url');
  return `${random}.${mac(secret, sessionToken, random)}`;
}

export function csrfTokenValid(secret: string, sessionToken: string | null, token: string | undefined): boolean {
  const [random, given, extra] = token?.split('.') ?? [];
  if (!random || !given || extra !== undefined) return false;
  const expected = Buffer.from(mac(secret, sessionToken, random));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Readable by the page's scripts, which echo it in X-XSRF-TOKEN. */
export function setCsrfCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure, httpOnly: false });
}
