import fp from 'fastify-plugin';
import type { Translate } from '../../shared/i18n/translator.ts';
import { DEFAULT_LANGUAGE, translator } from '../../shared/i18n/index.ts';
import type { Language } from '../../shared/dto/user.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaticOrProbe } from '../lib/static-paths.ts';
import type { Db } from '../db/client.ts';
import { csrfToken, setCsrfCookie } from './csrf-token.ts';
import { apiTokenCredential } from '../kernel/api-tokens.ts';
import { createSession, SESSION_COOKIE, SESSION_TTL_MS, type AuthUser } from '../kernel/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    language: Language;
    guestLanguage: Language;
    /** Every server-side text a user sees goes through it. */
    t: Translate;
  }
  interface FastifyReply {
    signIn(userId: number): Promise<void>;
    clearSessionCookie(): void;
  }
}

export interface SessionPluginOptions {
  db: Db;
  /** Who a session cookie's token names: a page may read more beside the account (the app passes the features' reader). */
  resolve(request: FastifyRequest, token: string): Promise<AuthUser | null>;
  secret: string;
  secureCookies: boolean;
  defaultLanguage(): Promise<Language>;
}

export default fp<SessionPluginOptions>(
  async (app, { db, resolve, secret, secureCookies, defaultLanguage }) => {
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
      // A bearer request is the token's alone (plugins/api-tokens.ts): the browser's cookie lends it nothing.
      if (apiTokenCredential(request) !== null) return;
      const token = request.cookies[SESSION_COOKIE];
      if (token) request.user = await resolve(request, token);
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
