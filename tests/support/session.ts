/**
 * Signed-in requests in tests: a real server-side session, its cookie, and a matching
 * XSRF-TOKEN cookie + X-XSRF-TOKEN header (double-submit CSRF, signed for that session),
 * ready for app.inject.
 */
import type { FastifyInstance } from 'fastify';
import { createSession, resolveSession, SESSION_COOKIE, type AuthUser } from '../../src/server/kernel/sessions.ts';
import { csrfToken } from '../../src/server/plugins/csrf-token.ts';
import { TEST_SESSION_SECRET } from './app.ts';

export interface SessionHeaders extends Record<string, string> {
  cookie: string;
  'x-xsrf-token': string;
}

/** Headers for a guest's state-changing request: a CSRF pair and no session. */
export function guestHeaders(): SessionHeaders {
  return csrfPair(null);
}

export async function sessionHeaders(app: FastifyInstance, userId: number): Promise<SessionHeaders> {
  const token = await createSession(app.db, userId);
  const pair = csrfPair(token);
  return { ...pair, cookie: `${SESSION_COOKIE}=${token}; ${pair.cookie}` };
}

/** The account as a signed-in request sees it, for calling commands directly. */
export async function signedInAs(app: FastifyInstance, userId: number): Promise<AuthUser> {
  const user = await resolveSession(app.db, await createSession(app.db, userId));
  if (!user) throw new Error(`no account ${userId}`);
  return user;
}

/** The pair a browser holding this session (or none) would send. */
export function csrfPair(sessionToken: string | null): SessionHeaders {
  const xsrf = csrfToken(TEST_SESSION_SECRET, sessionToken);
  return { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
}

/** Reads Set-Cookie headers into a cookie header for the next request. */
export function cookiesFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
