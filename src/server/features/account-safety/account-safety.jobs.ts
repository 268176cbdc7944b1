// The address-change letter makes its link when it runs, so no secret waits in the queue. The address notice goes to the
// old address: it may be the only one its owner still reads if someone else made the change.
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../lib/mail.ts';
import { loadSiteSettings } from '../site/index.ts';
import { findAccountById } from '../auth/index.ts';
import { emailChangeLink, issueEmailChange, type SafetyContext } from './account-safety.commands.ts';
import { emailChangeMail, exportReadyMail, noticeMail } from './account-safety.mail.ts';
import { buildExport, deleteExpiredExports, markExportFailed } from './data-export.ts';

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

  // Not retried: a failed build is marked so (the error still reaches the log) and the member may ask again.
  app.jobs.define('account.export', { retryLimit: 0, pollSeconds: 1 }, async ({ exportId }) => {
    let built;
    try {
      built = await buildExport(ctx.db, app.storage, exportId, ctx.config.mediaBase);
    } catch (error) {
      await markExportFailed(ctx.db, exportId);
      throw error;
    }
    const account = built && (await findAccountById(ctx.db, built.userId));
    if (account) await mailer.send(exportReadyMail(account, `${ctx.config.appUrl}/settings/security`, await siteName()));
  });

  app.jobs.define('account.exports-cleanup', { cron: '47 * * * *', retryLimit: 2, pollSeconds: 60 }, () => deleteExpiredExports(ctx.db, app.storage));

  app.events.subscribe('account.email-changed', 'mail.account-notice', async (event, { eventId }) => {
    await app.jobs.send('mail.account-notice', { userId: event.userId, email: event.oldEmail, notice: 'email-changed' }, { key: `event:${eventId}` });
  });

  app.events.subscribe('account.password-changed', 'mail.account-notice', async (event, { eventId }) => {
    const account = await findAccountById(ctx.db, event.userId);
    if (account) await app.jobs.send('mail.account-notice', { userId: account.id, email: account.email, notice: 'password-changed' }, { key: `event:${eventId}` });
  });
}
