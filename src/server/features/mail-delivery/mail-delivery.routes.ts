// The one-click `POST /unsubscribe/{token}` takes no session and no CSRF token, as RFC 8058 requires (a mail provider
// posts it without cookies). The signed token is the whole authority: it turns off one topic of one member, nobody makes
// one without the app's secret, and a forged cross-site POST could at worst do what the letter's owner can undo.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import { createMailer } from '../../lib/mail.ts';
import { serveCall } from '../../platform/calls.ts';
import { NotFound } from '../../platform/errors.ts';
import { clientAddress } from '../../platform/rate-limits.ts';
import { digestFrequency, setDigestFrequency } from './digest.ts';
import { isUnsubscribed, unsubscribe } from './mail-delivery.commands.ts';
import { defineMailDeliveryJobs } from './mail-delivery.jobs.ts';
import { readUnsubscribeToken } from './unsubscribe-tokens.ts';

/** A member changes the setting a few times at most; a script flipping it gets stopped. */
const DIGEST_SETTING = { max: 30, windowMs: 60_000 };
/** Per address: mail providers post once per click; guessing tokens is hopeless anyway, and this keeps it slow. */
const UNSUBSCRIBES = { max: 30, windowMs: 60_000 };

export default async function mailDeliveryRoutes(app: FastifyInstance) {
  const mailer = createMailer(app.config);
  app.addHook('onClose', async () => mailer.close());
  const secret = app.config.sessionSecret;
  defineMailDeliveryJobs(app, { db: app.db, mailer, appUrl: app.config.appUrl, secret });

  serveCall(app, calls.delivery.digest, async (request) => ({ frequency: await digestFrequency(app.db, request.user.id) }));

  serveCall(app, calls.delivery.setDigest, { config: app.limited('digestSetting', DIGEST_SETTING) }, async (request) => {
    await setDigestFrequency(app.db, request.user.id, request.body.frequency);
    return { frequency: request.body.frequency };
  });

  const claimOf = (token: string) => {
    const claim = readUnsubscribeToken(secret, token);
    if (!claim) throw new NotFound();
    return claim;
  };

  app.withTypeProvider<TypeBoxTypeProvider>().get('/unsubscribe/:token', { schema: { params: Type.Object({ token: Type.String({ maxLength: 512 }) }) } }, async (request, reply) => {
    const claim = claimOf(request.params.token);
    const digestOff = claim.topic === 'digest' && (await digestFrequency(app.db, claim.userId)) === 'off';
    const props = {
      token: request.params.token,
      topic: claim.topic === 'digest' ? ('digest' as const) : ('notification' as const),
      unsubscribed: await isUnsubscribed(app.db, claim, digestOff),
    };
    reply.header('referrer-policy', 'no-referrer');
    return reply.page('Mail/Unsubscribe', props, { meta: { title: request.t('delivery.unsubscribe.title'), noindex: true } });
  });

  serveCall(app, calls.delivery.unsubscribe, { config: { withoutCsrf: true, ...app.limited('unsubscribes', UNSUBSCRIBES, { per: clientAddress }) } }, async (request, reply) => {
    await unsubscribe(app.db, claimOf(request.params.token));
    // The confirmation page's form comes back to the page, which now says it is done.
    if (request.body?.['List-Unsubscribe'] !== 'One-Click' && (request.isInertia || request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))) {
      return reply.redirect(`/unsubscribe/${encodeURIComponent(request.params.token)}`, 303);
    }
    return { status: 'unsubscribed' as const };
  });
}
