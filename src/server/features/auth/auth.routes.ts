import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { calls } from '../../../shared/api/index.ts';
import type { Config } from '../../config.ts';
import { recaptchaVerifier } from '../../lib/captcha.ts';
import { createMailer } from '../../lib/mail.ts';
import { serveCall } from '../../platform/calls.ts';
import { AUTH_LIMITS, LoginCooldown, PER_ADDRESS, PER_RECIPIENT } from './auth.limits.ts';
import {
  dummyHash,
  login,
  register,
  resendVerification,
  resetPassword,
  sendPasswordReset,
  verifyEmail,
  type AuthContext,
} from './auth.commands.ts';
import { VerifyParams, VerifyQuery } from './auth.schemas.ts';
import { setFlash } from '../../kernel/flash.ts';
import { defineAuthJobs } from './auth.jobs.ts';
import { createFailureStore } from './login-failures.ts';
import { revokeSession } from '../../kernel/sessions.ts';
import { Invalid } from '../../platform/errors.ts';
import { SAFETY_LIMITS, checkSecondFactor, twoFactorEnabled, clearPendingSignIn, PER_PENDING_ACCOUNT, pendingSignIn, setPendingSignIn } from '../account-safety/index.ts';

export interface AuthRoutesOptions {
  config: Config;
}

export default async function authRoutes(app: FastifyInstance, { config }: AuthRoutesOptions) {
  const ctx = createContext(app, config);
  defineAuthJobs(app, ctx);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  /** A sign-in never continues the session this browser had before (fixation). */
  const startSession = async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    if (request.user) await revokeSession(app.db, request.user.sessionTokenHash);
    await reply.signIn(userId);
  };

  const registerLimit = app.limited('register', AUTH_LIMITS.register, PER_ADDRESS);
  serveCall(app, calls.auth.register, { config: registerLimit }, async (request, reply) => {
    const account = await register(ctx, request.body, request.ip);
    if (!account.verified) return { status: 'verification sent' as const, email: account.email };
    await startSession(request, reply, account.userId);
    return { status: 'success' as const };
  });

  const loginLimit = app.limited('login', AUTH_LIMITS.login, PER_ADDRESS);
  serveCall(app, calls.auth.login, { config: loginLimit }, async (request, reply) => {
    const outcome = await login(ctx, request.body);
    if (outcome.status !== 'success') return outcome;
    if (await twoFactorEnabled(app.db, outcome.userId)) {
      setPendingSignIn(reply, outcome.userId, config.secureCookies);
      return { status: 'two factor need' as const };
    }
    await startSession(request, reply, outcome.userId);
    return { status: outcome.status };
  });

  const codeLimit = app.limited('twoFactorLogin', SAFETY_LIMITS.twoFactorCode, PER_PENDING_ACCOUNT);
  serveCall(app, calls.auth.loginTwoFactor, { config: codeLimit }, async (request, reply) => {
    const userId = pendingSignIn(request);
    if (userId === null) throw Invalid.field('code', 'accountSafety.errors.pendingSignIn');
    if (!(await checkSecondFactor(app.db, config.sessionSecret, userId, request.body.code))) throw Invalid.field('code', 'accountSafety.errors.code');
    clearPendingSignIn(reply);
    await startSession(request, reply, userId);
    return { status: 'success' as const };
  });

  api.get('/email/verify/:id/:token', { schema: { params: VerifyParams, querystring: VerifyQuery } }, async (request, reply) => {
    const { id, token } = request.params;
    const userId = await verifyEmail(ctx, { userId: id, token, expires: Number(request.query.expires) }, request.query.signature ?? '');
    const t = request.t;
    if (userId === null) {
      setFlash(reply, { type: 'error', message: t('auth.errors.verificationLinkInvalid') }, config.secureCookies);
    } else {
      await startSession(request, reply, userId);
      setFlash(reply, { type: 'success', message: t('auth.messages.emailVerified') }, config.secureCookies);
    }
    return reply.redirect('/');
  });

  const mailLimit = app.limited('mail', AUTH_LIMITS.mail, PER_RECIPIENT);
  serveCall(app, calls.auth.resendVerification, { config: mailLimit }, async (request) => {
    await resendVerification(ctx, request.body);
    return { status: 'sent' as const, message: request.t('auth.messages.verificationSent') };
  });

  serveCall(app, calls.auth.requestPasswordReset, { config: mailLimit }, async (request) => {
    await sendPasswordReset(ctx, request.body.email);
    return { status: 'sent' as const, message: request.t('auth.messages.resetSent') };
  });

  serveCall(app, calls.auth.resetPassword, async (request, reply) => {
    const userId = await resetPassword(ctx, request.body);
    // This browser's session, if it was the account's, ended with the others.
    if (request.user?.id === userId) reply.clearSessionCookie();
    return { status: 'success' as const, message: request.t('auth.messages.passwordChanged') };
  });
}

function createContext(app: FastifyInstance, config: Config): AuthContext {
  const mailer = createMailer(config);
  const cooldown = new LoginCooldown(createFailureStore(app.redis.open({ enableOfflineQueue: false, maxRetriesPerRequest: 1 })), app.rateLimitRule('loginFailures', AUTH_LIMITS.loginFailures), app.log);
  app.addHook('onClose', async () => {
    mailer.close();
    await cooldown.close();
  });
  // Made now, so the first unknown-address sign-in is not slower than the rest.
  void dummyHash(config.passwordHashing);
  return {
    db: app.db,
    config,
    mailer,
    jobs: app.jobs,
    settings: () => app.site.settings.get(),
    captcha: (secret) => recaptchaVerifier(secret, config.recaptchaVerifyUrl),
    cooldown,
  };
}
