/**
 * The account-safety letters as durable jobs: the address-change letter makes its link when
 * it runs (no secret waits in the queue); the notices follow the events of a changed address
 * or password, the address notice going to the old address, which may be the only one its
 * owner still reads if someone else made the change.
 */
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../lib/mail.ts';
import { loadSiteSettings } from '../site/site-settings.ts';
import { findAccountById } from '../auth/auth.queries.ts';
import { emailChangeLink, issueEmailChange, type SafetyContext } from './account-safety.commands.ts';
import { emailChangeMail, noticeMail } from './account-safety.mail.ts';

const MAIL_JOB = { retryLimit: 6, retryDelaySeconds: 30, pollSeconds: 1 };

export function defineSafetyJobs(app: FastifyInstance, ctx: SafetyContext, mailer: Mailer): void {
  const siteName = async () => (await loadSiteSettings(ctx.db)).siteName;

  app.jobs.define('mail.email-change', MAIL_JOB, async ({ userId, email }) => {
    const account = await findAccountById(ctx.db, userId);
    if (!account || account.email === email) return;
    const token = await issueEmailChange(ctx.db, userId, email);
    await mailer.send(emailChangeMail(account, email, emailChangeLink(ctx.config.appUrl, token), await siteName()));
  });

  app.jobs.define('mail.account-notice', MAIL_JOB, async ({ userId, email, notice }) => {
    const account = await findAccountById(ctx.db, userId);
    if (!account) return;
    await mailer.send(noticeMail(account, email, notice, `${ctx.config.appUrl}/settings/security`, await siteName()));
  });

  app.events.subscribe('account.email-changed', 'mail.account-notice', async (event, { eventId }) => {
    await app.jobs.send('mail.account-notice', { userId: event.userId, email: event.oldEmail, notice: 'email-changed' }, { key: `event:${eventId}` });
  });

  app.events.subscribe('account.password-changed', 'mail.account-notice', async (event, { eventId }) => {
    const account = await findAccountById(ctx.db, event.userId);
    if (account) await app.jobs.send('mail.account-notice', { userId: account.id, email: account.email, notice: 'password-changed' }, { key: `event:${eventId}` });
  });
}
