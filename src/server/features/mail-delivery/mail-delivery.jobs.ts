// Each job checks the member's switches when it runs, so a letter queued before an unsubscribe is not sent after it.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { isNotificationKind, notificationEnabled } from '../../../shared/dto/notification.ts';
import { loadSiteSettings } from '../site/index.ts';
import { digestPosts, dueDigests, markCovered, pendingDigest, PERIOD_MS } from './digest.ts';
import { sendUserMail, type MailDeps } from './mail-delivery.ts';
import { digestMail, notificationMail } from './mail-delivery.mail.ts';

const MAIL_JOB = { retryLimit: 6, retryDelaySeconds: 30, pollSeconds: 2 };
/** Hourly, at a minute no other job of ours uses. */
export const DIGEST_SWEEP_CRON = '23 * * * *';

export function defineMailDeliveryJobs(app: FastifyInstance, deps: MailDeps): void {
  const siteName = async () => (await loadSiteSettings(deps.db)).siteName;

  app.jobs.define('mail.notification', MAIL_JOB, async ({ userId, kind, title, text, url }) => {
    const [row] = await deps.db.select({ settings: users.notificationSettings }).from(users).where(eq(users.id, userId));
    if (!row || !isNotificationKind(kind) || !notificationEnabled(row.settings, kind, 'email')) return;
    await sendUserMail(deps, userId, `notification:${kind}`, notificationMail(await siteName(), { title, text, url }));
  });

  app.jobs.define('mail.digest-sweep', { cron: DIGEST_SWEEP_CRON, retryLimit: 2, retryDelaySeconds: 60 }, async () => {
    for (const due of await dueDigests(deps.db, new Date())) {
      // Keyed by the period: sweeps that find the same member before their job ran queue it once.
      await app.jobs.send('mail.digest', due, { key: `digest:${due.userId}:${due.since ?? 'first'}` });
    }
  });

  app.jobs.define('mail.digest', MAIL_JOB, async ({ userId, since }) => {
    const frequency = await pendingDigest(deps.db, userId, since);
    if (!frequency) return;
    const until = new Date();
    const from = since === null ? new Date(until.getTime() - PERIOD_MS[frequency]) : new Date(since);
    const posts = await digestPosts(deps.db, deps.appUrl, userId, from, until);
    if (posts.length > 0) await sendUserMail(deps, userId, 'digest', digestMail(await siteName(), frequency, posts));
    await markCovered(deps.db, userId, since, until);
  });
}
