/**
 * Resolves the session cookie into `request.user` before any route runs. Static assets
 * and health checks skip the lookup.
 */
import fp from 'fastify-plugin';
import type { TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, translator } from '../../shared/i18n/index.ts';
import type { Language } from '../../shared/dto/user.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaticOrProbe } from '../lib/static-paths.ts';
import type { Db } from '../db/client.ts';
import { csrfToken, setCsrfCookie } from './csrf-token.ts';
import { createSession, resolveSession, SESSION_COOKIE, SESSION_TTL_MS, type AuthUser } from '../features/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The signed-in reader's language; for guests the site's default language. */
    language: Language;
    /** The site's default language, read for guests before any route runs. */
    guestLanguage: Language;
    /** Translates into `language`: every server-side text a user sees goes through it. */
    t: TFunction;
  }
  interface FastifyReply {
    /** Starts a session for the user and sets its cookie (used by sign-in, verification, tests). */
    signIn(userId: number): Promise<void>;
    clearSessionCookie(): void;
  }
}

export interface SessionPluginOptions {
  db: Db;
  /** Signs the CSRF token that each new session (or its end) comes with. */
  secret: string;
  secureCookies: boolean;
  /** The site's default language (a control-panel setting). */
  defaultLanguage(): Promise<Language>;
}

export default fp<SessionPluginOptions>(
  async (app, { db, secret, secureCookies, defaultLanguage }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('guestLanguage', DEFAULT_LANGUAGE);
    app.decorateRequest('language', {
      getter(this: FastifyRequest) {
        return this.user?.language ?? this.guestLanguage;
      },
    });
    app.decorateRequest('t', {
      getter(this: FastifyRequest) {
        return translator(this.language);
      },
    });

    app.addHook('onRequest', async (request) => {
      if (isStaticOrProbe(request.url)) return;
      const token = request.cookies[SESSION_COOKIE];
      if (token) request.user = await resolveSession(db, token);
      if (!request.user) request.guestLanguage = await defaultLanguage();
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
      setCsrfCookie(this, csrfToken(secret, token), secureCookies);
    });

    app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
      this.clearCookie(SESSION_COOKIE, { path: '/' });
      setCsrfCookie(this, csrfToken(secret, null), secureCookies);
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
