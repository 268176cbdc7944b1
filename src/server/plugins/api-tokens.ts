// `Authorization: Bearer <personal API token>` on the declared JSON calls the token's scopes allow
// (docs/adr/0077-personal-api-tokens.md). The session plugin ignores the cookie of such a request, so
// a token never borrows the browser's authority, and CSRF does not apply: a token is not sent by the
// browser on its own.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { scopeOf } from '../../shared/api-scopes.ts';
import type { Db } from '../db/client.ts';
import { apiTokenCredential, resolveApiToken, type ApiTokenGrant } from '../kernel/api-tokens.ts';
import { DomainError, Forbidden, TooManyRequests } from '../platform/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a personal API token, not a session, signed this request in. */
    apiToken: ApiTokenGrant | null;
  }
}

/** Every call of one token, on top of each call's own limit per member. */
const TOKEN_CALLS = { max: 300, windowMs: 60_000 };

export interface ApiTokensPluginOptions {
  db: Db;
}

export default fp<ApiTokensPluginOptions>(
  async (app, { db }) => {
    app.decorateRequest('apiToken', null);
    const rule = app.rateLimitRule('apiTokenCalls', TOKEN_CALLS);
    const tokenCalls = app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: (request) => `token:${request.apiToken!.id}` });

    app.addHook('onRequest', async (request, reply) => {
      const credential = apiTokenCredential(request);
      if (credential === null) return;
      const resolved = await resolveApiToken(db, credential);
      if (!resolved) throw new DomainError('unauthenticated', 'apiTokens.errors.invalid', {}, { 'www-authenticate': 'Bearer error="invalid_token"' });
      request.user = resolved.user;
      request.apiToken = resolved.grant;
      // Before the scope is read: refused calls spend the token's allowance too.
      const limit = await tokenCalls(request);
      if (!limit.isAllowed && limit.isExceeded) throw new TooManyRequests(Math.max(1, limit.ttlInSeconds));

      const call = request.routeOptions.config.call;
      if (!call) throw new Forbidden('apiTokens.errors.onlyCalls');
      const needed = scopeOf(call);
      if (needed === null) throw new Forbidden('apiTokens.errors.sessionOnly');
      if (!resolved.grant.scopes.includes(needed)) return refuseScope(request, reply, needed);
      // Granted to a super admin who has since lost the role: the role is what counts, not the grant.
      if (needed === 'admin' && resolved.user.role !== 'super_admin') return refuseScope(request, reply, needed);
    });
  },
  { name: 'api-tokens', dependencies: ['session', 'rate-limits', 'errors'] },
);

function refuseScope(request: FastifyRequest, reply: FastifyReply, scope: string) {
  const message = request.t('apiTokens.errors.scope', { scope });
  void reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${scope}"`);
  return reply.code(403).send({ message, errors: { scope: [message] } });
}
