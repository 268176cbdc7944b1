/**
 * Double-submit CSRF protection in the axios/Laravel convention the client follows: every
 * visitor gets a random XSRF-TOKEN cookie that page scripts can read, and every
 * state-changing request must echo it in X-XSRF-TOKEN. Another site can make the browser
 * send the cookie but cannot read it, so it cannot produce the header.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { DomainError } from '../platform/errors.ts';
import { isStaticOrProbe } from '../lib/static-paths.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfPluginOptions {
  secureCookies: boolean;
}

export default fp<CsrfPluginOptions>(
  async (app, { secureCookies }) => {
    app.addHook('onRequest', async (request, reply) => {
      const cookieToken = request.cookies[XSRF_COOKIE];
      if (!cookieToken && !isStaticOrProbe(request.url)) {
        reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), { path: '/', sameSite: 'lax', secure: secureCookies, httpOnly: false });
      }
      if (SAFE_METHODS.has(request.method)) return;
      if (!tokensMatch(cookieToken, request.headers[XSRF_HEADER])) {
        throw new DomainError('sessionExpired', 'auth.errors.csrf');
      }
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);

function tokensMatch(cookieToken: string | undefined, header: string | string[] | undefined): boolean {
  if (!cookieToken || typeof header !== 'string') return false;
  const expected = Buffer.from(cookieToken);
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
