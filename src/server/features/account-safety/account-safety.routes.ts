// The second sign-in step itself is part of the sign-in flow (two-factor-login.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import type { Config } from '../../config.ts';
import { createMailer } from '../../lib/mail.ts';
import { wantsPageData } from '../../lib/paginator.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { serveCall } from '../../platform/calls.ts';
import { Invalid, NotFound, Unauthenticated } from '../../platform/errors.ts';
import { findAccountById } from '../auth/index.ts';
import { setFlash } from '../../kernel/flash.ts';
import { revokeOtherSessions, revokeSessionById, type AuthUser } from '../../kernel/sessions.ts';
import { SIGN_IN_PATH } from '../feeds/index.ts';
import { changePassword, confirmEmailChange, pendingEmail, requestEmailChange, type SafetyContext } from './account-safety.commands.ts';
import { defineSafetyJobs } from './account-safety.jobs.ts';
import { hasPassword, listLinked, NO_PASSWORD } from '../oauth/index.ts';
import { downloadableExport, latestExport, requestExport } from './data-export.ts';
import { apiTokenOverview } from '../api-tokens/index.ts';
import { SAFETY_LIMITS } from './account-safety.limits.ts';
import { listSessions } from './session-list.ts';
import { checkSecondFactor, confirmEnrolment, disableTwoFactor, startEnrolment, twoFactorEnabled, twoFactorState } from './two-factor.ts';

export interface SafetyRoutesOptions {
  config: Config;
}

export default async function accountSafetyRoutes(app: FastifyInstance, { config }: SafetyRoutesOptions) {
  const ctx: SafetyContext = { db: app.db, config, jobs: app.jobs };
  const mailer = createMailer(config);
  app.addHook('onClose', async () => mailer.close());
  defineSafetyJobs(app, ctx, mailer);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const siteName = async () => (await app.site.settings.get()).siteName;

  /** The signed-in owner; a guest's page visit goes to sign in, a guest's XHR is 401. */
  function ownerOf(request: FastifyRequest, reply: FastifyReply): AuthUser | null {
    if (request.user) return request.user;
    if (wantsPageData(request)) throw new Unauthenticated();
    void reply.redirect(SIGN_IN_PATH);
    return null;
  }

  api.get('/settings/main', async (request, reply) => {
    const owner = ownerOf(request, reply);
    if (!owner) return reply;
    const [account, pending, linked] = await Promise.all([findAccountById(app.db, owner.id), pendingEmail(app.db, owner.id), listLinked(app.db, owner.id)]);
    if (!account) throw new NotFound();
    const settings = { email: account.email, email_verified: account.verified, pending_email: pending, oauth_providers: linked, has_password: account.passwordHash !== NO_PASSWORD };
    return reply.page('User/Settings/Main', { settings }, { meta: { title: request.t('accountSafety.meta.main'), noindex: true } });
  });

  api.get('/settings/security', async (request, reply) => {
    const owner = ownerOf(request, reply);
    if (!owner) return reply;
    const [sessions, twoFactor, dataExport, passwordSet, apiTokens] = await Promise.all([
      listSessions(app.db, owner.id, owner.sessionTokenHash),
      twoFactorState(app.db, owner.id),
      latestExport(app.db, owner.id),
      hasPassword(app.db, owner.id),
      apiTokenOverview(app.db, owner),
    ]);
    return reply.page('User/Settings/Security', { sessions, two_factor: twoFactor, data_export: dataExport, has_password: passwordSet, api_tokens: apiTokens }, { meta: { title: request.t('accountSafety.meta.security'), noindex: true } });
  });

  serveCall(app, calls.accountSafety.sendEmailChangeLink, { config: app.limited('emailChange', SAFETY_LIMITS.emailChange) }, async (request) => {
    await requestEmailChange(ctx, request.user.id, request.body.email);
    return { status: 'sent' as const, message: request.t('accountSafety.messages.emailLinkSent', { email: request.body.email.trim() }) };
  });

  // The link may be opened in another browser than the one that asked: the token is the proof.
  api.get('/settings/email/confirm/:token', { schema: { params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }) } }, async (request, reply) => {
    const outcome = await confirmEmailChange(app.db, request.params.token);
    const t = request.t;
    if (outcome.status === 'changed') setFlash(reply, { type: 'success', message: t('accountSafety.messages.emailChanged') }, config.secureCookies);
    else setFlash(reply, { type: 'error', message: t(outcome.status === 'taken' ? 'accountSafety.messages.emailTaken' : 'accountSafety.messages.emailLinkInvalid') }, config.secureCookies);
    return reply.redirect(request.user ? '/settings/main' : '/');
  });

  serveCall(app, calls.accountSafety.changePassword, { config: app.limited('passwordCheck', SAFETY_LIMITS.passwordCheck) }, async (request) => {
    await changePassword(ctx, request.user, request.body);
    return { status: 'success' as const, message: request.t('accountSafety.messages.passwordChanged') };
  });

  const sessionsLimit = { config: app.limited('sessions', SAFETY_LIMITS.sessions) };
  serveCall(app, calls.accountSafety.signOutSession, sessionsLimit, async (request, reply) => {
    const tokenHash = await revokeSessionById(app.db, request.user.id, request.params.id);
    if (!tokenHash) throw new NotFound();
    if (tokenHash === request.user.sessionTokenHash) reply.clearSessionCookie();
    return reply.code(204).send();
  });

  serveCall(app, calls.accountSafety.signOutOtherSessions, sessionsLimit, async (request) => ({
    ended: await revokeOtherSessions(app.db, request.user.id, request.user.sessionTokenHash),
  }));

  const passwordLimit = { config: app.limited('passwordCheck', SAFETY_LIMITS.passwordCheck) };
  serveCall(app, calls.accountSafety.startTwoFactor, passwordLimit, async (request) => {
    const account = await findAccountById(app.db, request.user.id);
    if (!account || !(await verifyPassword(account.passwordHash, request.body.password))) throw Invalid.field('password', 'accountSafety.errors.currentPassword');
    return startEnrolment(app.db, config.sessionSecret, account.id, account.email, await siteName());
  });

  const codeLimit = { config: app.limited('twoFactorCode', SAFETY_LIMITS.twoFactorCode) };
  serveCall(app, calls.accountSafety.enableTwoFactor, codeLimit, async (request) => ({
    recovery_codes: await confirmEnrolment(app.db, config.sessionSecret, request.user.id, request.body.code),
  }));

  serveCall(app, calls.accountSafety.disableTwoFactor, codeLimit, async (request, reply) => {
    const userId = request.user.id;
    const { code, password } = request.body;
    if (!code && !password) throw Invalid.field('code', 'accountSafety.errors.codeOrPassword');
    if (!(await twoFactorEnabled(app.db, userId))) return reply.code(204).send();
    if (code) {
      if (!(await checkSecondFactor(app.db, config.sessionSecret, userId, code))) throw Invalid.field('code', 'accountSafety.errors.code');
    } else {
      const account = await findAccountById(app.db, userId);
      if (!account || !(await verifyPassword(account.passwordHash, password!))) throw Invalid.field('password', 'accountSafety.errors.currentPassword');
    }
    await disableTwoFactor(app.db, userId);
    return reply.code(204).send();
  });

  serveCall(app, calls.accountSafety.requestExport, { config: app.limited('dataExport', SAFETY_LIMITS.dataExport) }, async (request) => {
    const exportId = await requestExport(app.db, request.user.id);
    await app.jobs.send('account.export', { exportId });
    return { status: 'pending' as const, message: request.t('accountSafety.messages.exportStarted') };
  });

  // The owner's session only: the link in the mail leads to the Security page, which links here.
  api.get('/settings/export/:id/download', { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }) } }, async (request, reply) => {
    const owner = ownerOf(request, reply);
    if (!owner) return reply;
    const archive = await downloadableExport(app.db, owner.id, request.params.id);
    const object = archive && (await app.storage.getStream(archive.key));
    if (!archive || !object) throw new NotFound();
    const name = `pero-export-${archive.createdAt.toISOString().slice(0, 10)}.zip`;
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Length', object.size)
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'private, no-store')
      .send(object.body);
  });
}
