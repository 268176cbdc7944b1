/**
 * Signed-in requests in tests: a real server-side session, its cookie, and a matching
 * XSRF-TOKEN cookie + X-XSRF-TOKEN header (double-submit CSRF), ready for app.inject.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createSession, SESSION_COOKIE } from '../../src/server/features/auth/sessions.ts';

export interface SessionHeaders extends Record<string, string> {
  cookie: string;
  'x-xsrf-token': string;
}

/** Headers for a guest's state-changing request: a CSRF pair and no session. */
export function guestHeaders(): SessionHeaders {
  const xsrf = randomBytes(16).toString('hex');
  return { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
}

export async function sessionHeaders(app: FastifyInstance, userId: number): Promise<SessionHeaders> {
  const token = await createSession(app.db, userId);
  const guest = guestHeaders();
  return { ...guest, cookie: `${SESSION_COOKIE}=${token}; ${guest.cookie}` };
}

/** Reads Set-Cookie headers into a cookie header for the next request. */
export function cookiesFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
