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
/** The same token as a field of a plain HTML form, which cannot set headers. */
const XSRF_FIELD = '_token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** This visitor's valid token (sent, or handed out with this answer), for forms that post without scripts. */
    csrfToken: string;
  }
  interface FastifyContextConfig {
    /**
     * The route changes state without a session and must be reachable from outside a page
     * (RFC 8058 one-click unsubscribe); its URL carries its own proof instead of a token.
     */
    withoutCsrf?: boolean;
  }
}

export interface CsrfPluginOptions {
  secret: string;
  secureCookies: boolean;
}

export default fp<CsrfPluginOptions>(
  async (app, { secret, secureCookies }) => {
    app.decorateRequest('csrfToken', '');
    app.addHook('onRequest', async (request, reply) => {
      const sessionToken = request.cookies[SESSION_COOKIE] ?? null;
      const cookieToken = request.cookies[XSRF_COOKIE];
      if (csrfTokenValid(secret, sessionToken, cookieToken)) {
        request.csrfToken = cookieToken!;
      } else if (!isStaticOrProbe(request.url)) {
        request.csrfToken = csrfToken(secret, sessionToken);
        setCsrfCookie(reply, request.csrfToken, secureCookies);
      }
    });
    // After body parsing, so a form's field can stand in for the header; before validation,
    // so a forged request learns nothing about its input.
    app.addHook('preValidation', async (request) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.withoutCsrf) return;
      const sent = request.headers[XSRF_HEADER] ?? (request.body as Record<string, unknown> | undefined)?.[XSRF_FIELD];
      if (request.cookies[XSRF_COOKIE] !== request.csrfToken || !sameToken(request.csrfToken, sent)) {
        throw new DomainError('sessionExpired', 'auth.errors.csrf');
      }
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);

function sameToken(cookieToken: string, header: unknown): boolean {
  if (typeof header !== 'string' || cookieToken === '') return false;
  const expected = Buffer.from(cookieToken);
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
