import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import type { OutboundOptions } from '../../lib/safe-fetch.ts';
import { serveCall } from '../../platform/calls.ts';
import { WEBHOOKS_ADMIN_PATH } from '../../../shared/dto/webhook.ts';
import { superAdminPage } from '../admin/index.ts';
import { authorizeScope, createWebhook, deleteWebhook, managedWebhook, recordPing, rotateSecret, updateWebhook } from './webhooks.commands.ts';
import { queueAttempt } from './webhooks.jobs.ts';
import { deliveriesOf, webhookDto, webhooksOf } from './webhooks.queries.ts';

/** Per member: settings are edited by hand, a few changes a minute. */
const WRITES = { max: 20, windowMs: 60_000 };
/** A test delivery knocks on someone's server: a handful a minute. */
const PINGS = { max: 5, windowMs: 60_000 };

export interface WebhooksRoutesOptions {
  /** Tests only: lets a webhook point at the test's own loopback receiver (see safe-fetch.ts). */
  outbound?: OutboundOptions;
}

export default async function webhooksRoutes(app: FastifyInstance, { outbound = {} }: WebhooksRoutesOptions) {
  const writes = { config: app.limited('webhookWrites', WRITES) };

  serveCall(app, calls.webhooks.communityList, async (request) => {
    await authorizeScope(app.db, request.user, { subsiteId: request.params.id });
    return webhooksOf(app.db, request.params.id);
  });

  serveCall(app, calls.webhooks.communityCreate, writes, async (request) => webhookDto(await createWebhook(app.db, request.user, { subsiteId: request.params.id }, request.body, outbound)));

  app.get(WEBHOOKS_ADMIN_PATH, { onRequest: superAdminPage }, async (request, reply) => {
    return reply.page('Admin/Webhooks', { webhooks: await webhooksOf(app.db, null) }, { meta: { title: request.t('admin.sections.webhooks'), noindex: true } });
  });

  serveCall(app, calls.webhooks.siteList, async () => webhooksOf(app.db, null));

  serveCall(app, calls.webhooks.siteCreate, writes, async (request) => webhookDto(await createWebhook(app.db, request.user, { subsiteId: null }, request.body, outbound)));

  serveCall(app, calls.webhooks.update, writes, async (request) => webhookDto(await updateWebhook(app.db, request.user, request.params.id, request.body, outbound)));

  serveCall(app, calls.webhooks.rotateSecret, writes, async (request) => webhookDto(await rotateSecret(app.db, request.user, request.params.id)));

  serveCall(app, calls.webhooks.ping, { config: app.limited('webhookPings', PINGS) }, async (request) => {
    const delivery = await recordPing(app.db, request.user, request.params.id);
    await queueAttempt(app, delivery.id, 1);
    const [shown] = await deliveriesOf(app.db, delivery.webhookId, [delivery.id]);
    return shown!;
  });

  serveCall(app, calls.webhooks.deliveries, async (request) => {
    const webhook = await managedWebhook(app.db, request.user, request.params.id);
    return deliveriesOf(app.db, webhook.id);
  });

  serveCall(app, calls.webhooks.destroy, writes, async (request, reply) => {
    await deleteWebhook(app.db, request.user, request.params.id);
    return reply.code(204).send();
  });
}
