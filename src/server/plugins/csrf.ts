// Double-submit CSRF in the axios/Laravel convention: docs/adr/0004-server-side-sessions-and-csrf.md.
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { DomainError } from '../platform/errors.ts';
import { isStaticOrProbe } from '../lib/static-paths.ts';
import { SESSION_COOKIE } from '../kernel/sessions.ts';
import { csrfToken, csrfTokenValid, setCsrfCookie, XSRF_COOKIE } from './csrf-token.ts';

const XSRF_HEADER = 'x-xsrf-token';
/** For plain HTML forms, which cannot set headers. */
const XSRF_FIELD = '_token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    csrfToken: string;
  }
  interface FastifyContextConfig {
    /** For routes reachable from outside a page (RFC 8058 one-click unsubscribe), whose URL carries its own proof. */
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
      // A token request has already been signed in by its token alone (plugins/api-tokens.ts), never by a cookie.
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.withoutCsrf || request.apiToken) return;
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
