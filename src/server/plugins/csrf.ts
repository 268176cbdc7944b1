/**
 * Double-submit CSRF protection in the axios/Laravel convention the client follows: every
 * visitor gets an XSRF-TOKEN cookie that page scripts can read, and every state-changing
 * request must echo it in X-XSRF-TOKEN. Another site can make the browser send the cookie
 * but cannot read it, so it cannot produce the header; and since the token is signed for the
 * visitor's session (csrf-token.ts), a token obtained elsewhere is no use either.
 */
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { DomainError } from '../platform/errors.ts';
import { isStaticOrProbe } from '../lib/static-paths.ts';
import { SESSION_COOKIE } from '../features/auth/sessions.ts';
import { csrfToken, csrfTokenValid, setCsrfCookie, XSRF_COOKIE } from './csrf-token.ts';

const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfPluginOptions {
  secret: string;
  secureCookies: boolean;
}

export default fp<CsrfPluginOptions>(
  async (app, { secret, secureCookies }) => {
    app.addHook('onRequest', async (request, reply) => {
      const sessionToken = request.cookies[SESSION_COOKIE] ?? null;
      const cookieToken = request.cookies[XSRF_COOKIE];
      const valid = csrfTokenValid(secret, sessionToken, cookieToken);
      if (!valid && !isStaticOrProbe(request.url)) setCsrfCookie(reply, csrfToken(secret, sessionToken), secureCookies);
      if (SAFE_METHODS.has(request.method)) return;
      if (!valid || !sameToken(cookieToken!, request.headers[XSRF_HEADER])) {
        throw new DomainError('sessionExpired', 'auth.errors.csrf');
      }
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);

function sameToken(cookieToken: string, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(cookieToken);
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
