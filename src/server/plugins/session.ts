/**
 * Resolves the session cookie into `request.user` before any route runs. Static assets
 * and health checks skip the lookup.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { createSession, resolveSession, SESSION_COOKIE, SESSION_TTL_MS, type AuthUser } from '../features/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyReply {
    /** Starts a session for the user and sets its cookie (used by sign-in, verification, tests). */
    signIn(userId: number): Promise<void>;
    clearSessionCookie(): void;
  }
}

export interface SessionPluginOptions {
  db: Db;
  secureCookies: boolean;
}

const SKIP_PREFIXES = ['/assets/', '/uploads/', '/healthz', '/readyz', '/favicon', '/@', '/src/', '/node_modules/'];

export default fp<SessionPluginOptions>(
  async (app, { db, secureCookies }) => {
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request) => {
      if (SKIP_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
      const token = request.cookies[SESSION_COOKIE];
      if (token) request.user = await resolveSession(db, token);
    });

    app.decorateReply('signIn', async function (this: FastifyReply, userId: number) {
      const request: FastifyRequest = this.request;
      const token = await createSession(db, userId, { ip: request.ip, userAgent: request.headers['user-agent'] });
      this.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: SESSION_TTL_MS / 1000,
      });
    });

    app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
      this.clearCookie(SESSION_COOKIE, { path: '/' });
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
