import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import type { OutboundOptions } from '../../lib/safe-fetch.ts';
import { serveCall } from '../../platform/calls.ts';
import { deletePushSubscription, savePushSubscription, sendPush, vetEndpoint, type PushDeps } from './push.ts';

/** A browser subscribes once per permission prompt; a minute's budget stops a script filling the table. */
const PUSH_SUBSCRIPTIONS = { max: 20, windowMs: 60_000 };

export interface PushRoutesOptions {
  /** Tests only: lets push reach the test's own loopback endpoint (see safe-fetch.ts). */
  outbound?: OutboundOptions;
}

/** The address part of MAIL_FROM (`Перо <noreply@pero.example>` → noreply@pero.example). */
function operatorContact(mailFrom: string): string {
  return `mailto:${/<([^<>]+)>/.exec(mailFrom)?.[1] ?? mailFrom}`;
}

export default async function pushRoutes(app: FastifyInstance, { outbound = {} }: PushRoutesOptions) {
  const deps: PushDeps = { db: app.db, vapid: app.config.vapid, subject: operatorContact(app.config.mailFrom), outbound };

  // Push is best-effort beside the notification on the site: no retries (see sendPush).
  app.jobs.define('push.send', { retryLimit: 0, pollSeconds: 2 }, async ({ userId, title, body, url, tag }) => {
    await sendPush(deps, userId, { title, body, url, tag }, app.log);
  });

  serveCall(app, calls.delivery.pushKey, async () => ({ public_key: app.config.vapid.publicKey }));

  serveCall(app, calls.delivery.subscribePush, { config: app.limited('pushSubscriptions', PUSH_SUBSCRIPTIONS) }, async (request, reply) => {
    await vetEndpoint(request.body.endpoint, outbound);
    await savePushSubscription(app.db, request.user.id, request.body);
    return reply.code(204).send();
  });

  serveCall(app, calls.delivery.unsubscribePush, { config: app.limited('pushSubscriptions', PUSH_SUBSCRIPTIONS) }, async (request, reply) => {
    await deletePushSubscription(app.db, request.user.id, request.body.endpoint);
    return reply.code(204).send();
  });
}
