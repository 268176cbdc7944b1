// Each letter makes a fresh link when it runs, so no secret waits in the queue. Registration asks for the first
// confirmation letter through its event.
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/client.ts';
import { loadSiteSettings } from '../site/index.ts';
import type { AuthContext } from './auth.commands.ts';
import { passwordResetMail, verificationMail } from './auth.mail.ts';
import { findAccountByEmail, findAccountById } from './auth.queries.ts';
import { issueToken, RESET_TTL_MS, VERIFICATION_TTL_MS, verificationLink } from './one-time-tokens.ts';

const MAIL_JOB = { retryLimit: 6, retryDelaySeconds: 30, pollSeconds: 1 };

export function defineAuthJobs(app: FastifyInstance, ctx: AuthContext): void {
  const siteName = async () => (await loadSiteSettings(ctx.db)).siteName;

  app.jobs.define('mail.verification', MAIL_JOB, async ({ userId }) => {
    const account = await findAccountById(ctx.db, userId);
    if (!account || account.verified) return;
    const issued = await inTransaction(ctx.db, (tx) => issueToken(tx, account.id, 'email_verification', VERIFICATION_TTL_MS));
    const link = verificationLink(ctx.config.appUrl, ctx.config.sessionSecret, account.id, issued);
    await ctx.mailer.send(verificationMail(account, link, await siteName()));
  });

  app.jobs.define('mail.password-reset', MAIL_JOB, async ({ email }) => {
    const account = await findAccountByEmail(ctx.db, email);
    if (!account) return;
    const issued = await inTransaction(ctx.db, (tx) => issueToken(tx, account.id, 'password_reset', RESET_TTL_MS));
    const link = `${ctx.config.appUrl}/?password-reset=${issued.token}&email=${encodeURIComponent(account.email)}`;
    await ctx.mailer.send(passwordResetMail(account, link, await siteName()));
  });

  app.events.subscribe('account.registered', 'mail.verification', async (event, { eventId }) => {
    if (event.needsVerification) await app.jobs.send('mail.verification', { userId: event.userId }, { key: `event:${eventId}` });
  });
}
