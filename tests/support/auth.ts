/** Helpers for the account tests: JSON calls with a CSRF pair, cookies, the signed-in user as pages see it. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RateLimitOverrides } from '../../src/server/platform/rate-limits.ts';
import { TEST_ASSET_VERSION } from './app.ts';
import { guestHeaders } from './session.ts';

const RELAXED = { max: 10_000, windowMs: 60_000 };
/** Limits no test reaches, for suites that are not about rate limiting. */
export const RELAXED_AUTH_LIMITS: RateLimitOverrides = {
  login: RELAXED,
  register: RELAXED,
  mail: RELAXED,
  loginFailures: RELAXED,
};

/** A JSON POST as the modal sends it; a fresh guest CSRF pair unless headers are given. */
export function postJson(app: FastifyInstance, url: string, payload: object = {}, headers: Record<string, string> = guestHeaders()) {
  return app.inject({ method: 'POST', url, payload, headers: { accept: 'application/json', ...headers } });
}

/** Set-Cookie headers by cookie name, each the whole header line (value and attributes). */
export function setCookies(res: LightMyRequestResponse): Map<string, string> {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return new Map(list.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

/** The value part of a Set-Cookie line. */
export function cookieValue(line: string | undefined): string | undefined {
  return line?.split(';')[0]!.split('=').slice(1).join('=');
}

/** The page props of an Inertia visit to /popular with these cookies. */
export async function pageProps(app: FastifyInstance, cookie: string): Promise<Record<string, unknown> & { auth: { user: { id: number } | null } }> {
  const res = await app.inject({ url: '/popular', headers: { cookie, 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION } });
  if (res.statusCode !== 200) throw new Error(`page answered ${res.statusCode}`);
  return res.json().props;
}
