import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { recordedEvents, settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { createCommunity, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { communityMembers, complaintReasons, notifications, webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import { loopbackAllowedForTests } from '../../lib/safe-fetch.ts';
import { WEBHOOK_LIMITS, type WebhookDeliveryDto, type WebhookDto } from '../../../shared/dto/webhook.ts';
import { trimDeliveryLog, LOG_PER_WEBHOOK, MAX_ATTEMPTS } from './webhooks.delivery.ts';

/** A receiver on loopback: keeps what arrives at each path and answers the statuses queued for it (then 200). */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
const answers = new Map<string, number[]>();
let server: Server;
let base: string;
let app: FastifyInstance;
let owner: TestUser;
let admin: TestUser;
let moder: TestUser;
let stranger: TestUser;
let superAdmin: TestUser;
let community: { id: number; slug: string; name: string };

/** What the README tells receivers to do: the HMAC of "<t>.<body>" with the secret, and a timestamp within five minutes. */
function verified(secret: string, header: string | undefined, body: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answers.get(request.url!)?.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'x'.repeat(2000));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = await buildTestApp({ outbound: { policy: loopbackAllowedForTests }, rateLimits: { webhookWrites: { max: 10_000 }, webhookPings: { max: 10_000 }, commentWrites: { max: 10_000 } } });
  [owner, admin, moder, stranger] = await Promise.all([createUser(app, { rating: 500 }), createUser(app), createUser(app), createUser(app)]);
  superAdmin = await createUser(app, { role: 'super_admin' });
  community = await createCommunity(app, { creatorId: owner.id });
  await app.db.insert(communityMembers).values([
    { subsiteId: community.id, userId: admin.id, role: 'admin' },
    { subsiteId: community.id, userId: moder.id, role: 'moder' },
  ]);
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  received.length = 0;
  answers.clear();
  await settle(app);
  await app.db.delete(webhooks);
});

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser | null, payload?: object) {
  const headers = { accept: 'application/json', ...(user ? await sessionHeaders(app, user.id) : guestHeaders()) };
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function addWebhook(path: string, events: string[] = ['post.published'], user: TestUser = owner, scope = `/communities/${community.id}/webhooks`): Promise<WebhookDto> {
  const res = await call('POST', scope, user, { url: `${base}${path}`, events });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const at = (path: string) => received.filter((request) => request.path === path);
const deliveriesOf = async (id: number): Promise<WebhookDeliveryDto[]> => (await call('GET', `/webhooks/${id}/deliveries`, owner)).json();

/** The next attempts are due now rather than in minutes: the queue's clock, not the test's, is moved. */
async function dueNow() {
  await app.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where name = 'webhooks.deliver' and state = 'created'`);
  await settle(app);
}

describe('managing webhooks', () => {
  it('lets the owner and administrators create, list, change and delete a community webhook with its secret', async () => {
    const created = await addWebhook('/crud', ['post.published', 'comment.created'], admin);
    expect(created).toMatchObject({ url: `${base}/crud`, events: ['post.published', 'comment.created'], enabled: true, disabled_reason: null });
    expect(created.secret).toMatch(/^whsec_.{20,}/);

    expect((await call('GET', `/communities/${community.id}/webhooks`, owner)).json()).toEqual([created]);
    const off = await call('POST', `/webhooks/${created.id}`, owner, { enabled: false, events: ['member.joined'] });
    expect(off.json()).toMatchObject({ enabled: false, disabled_reason: 'manual', events: ['member.joined'], secret: created.secret });

    const rotated = (await call('POST', `/webhooks/${created.id}/secret`, owner)).json<WebhookDto>();
    expect(rotated.secret).not.toBe(created.secret);

    expect((await call('DELETE', `/webhooks/${created.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/communities/${community.id}/webhooks`, owner)).json()).toEqual([]);
  });

  it("answers 404 to members who do not manage the community, whatever the call, and 401 to guests", async () => {
    const hook = await addWebhook('/private');
    for (const user of [moder, stranger]) {
      expect((await call('GET', `/communities/${community.id}/webhooks`, user)).statusCode).toBe(404);
      expect((await call('POST', `/communities/${community.id}/webhooks`, user, { url: `${base}/x`, events: ['post.published'] })).statusCode).toBe(404);
      expect((await call('POST', `/webhooks/${hook.id}`, user, { enabled: false })).statusCode).toBe(404);
      expect((await call('POST', `/webhooks/${hook.id}/secret`, user)).statusCode).toBe(404);
      expect((await call('POST', `/webhooks/${hook.id}/ping`, user)).statusCode).toBe(404);
      expect((await call('GET', `/webhooks/${hook.id}/deliveries`, user)).statusCode).toBe(404);
      expect((await call('DELETE', `/webhooks/${hook.id}`, user)).statusCode).toBe(404);
    }
    expect((await call('GET', `/communities/${community.id}/webhooks`, null)).statusCode).toBe(401);
    expect((await call('GET', `/communities/${community.id + 100_000}/webhooks`, owner)).statusCode).toBe(404);
    expect((await call('GET', `/webhooks/${hook.id + 1000}/deliveries`, owner)).statusCode).toBe(404);
  });

  it('keeps site-wide webhooks to super admins, who may also manage any community’s', async () => {
    const site = await addWebhook('/site', ['post.published'], superAdmin, '/admin-panel/webhooks');
    expect((await call('GET', '/admin-panel/webhooks/all', superAdmin)).json()).toEqual([site]);
    expect((await call('GET', '/admin-panel/webhooks/all', owner)).statusCode).toBe(403);
    expect((await call('POST', `/webhooks/${site.id}`, owner, { enabled: false })).statusCode).toBe(404);
    expect((await call('GET', `/communities/${community.id}/webhooks`, superAdmin)).statusCode).toBe(200);
  });

  it('refuses addresses that are not https to the internet, unknown or no events, and more than the limit', async () => {
    const create = (payload: object) => call('POST', `/communities/${community.id}/webhooks`, owner, payload);
    for (const url of ['ftp://example.com/hook', 'http://10.0.0.5/hook', 'https://user:pw@example.com/', 'not a url', `https://example.com/${'a'.repeat(WEBHOOK_LIMITS.url)}`]) {
      const res = await create({ url, events: ['post.published'] });
      expect(res.statusCode, url).toBe(422);
    }
    expect((await create({ url: `${base}/e`, events: [] })).statusCode).toBe(422);
    expect((await create({ url: `${base}/e`, events: ['user.deleted'] })).statusCode).toBe(422);
    const res = await create({ url: 'http://10.0.0.5/hook', events: ['post.published'] });
    expect(res.json().errors.url).toBeDefined();
    const hook = await addWebhook('/kept');
    expect((await call('POST', `/webhooks/${hook.id}`, owner, { url: 'http://169.254.169.254/latest' })).statusCode).toBe(422);
    expect((await call('POST', `/webhooks/${hook.id}`, owner, { events: [] })).statusCode).toBe(422);
    expect((await call('GET', `/communities/${community.id}/webhooks`, owner)).json()).toEqual([hook]);
    await app.db.delete(webhooks);

    for (let i = 0; i < WEBHOOK_LIMITS.perCommunity; i++) await addWebhook(`/many${i}`);
    const over = await create({ url: `${base}/one-too-many`, events: ['post.published'] });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.url).toBeDefined();
  });
});

describe('deliveries', () => {
  it("signs and sends the community's events to its webhooks and the site's, and to no other community's", async () => {
    const hook = await addWebhook('/published');
    const site = await addWebhook('/site-published', ['post.published'], superAdmin, '/admin-panel/webhooks');
    const other = await createCommunity(app, { creatorId: owner.id });
    await addWebhook('/other-community', ['post.published'], owner, `/communities/${other.id}/webhooks`);

    const post = await publishPost(app, owner.id, { category_id: community.id, title: 'Вебхуки приходят' });
    await settle(app);

    const [delivery] = at('/published');
    expect(delivery).toBeDefined();
    expect(verified(hook.secret, delivery!.headers['x-pero-signature'] as string, delivery!.body)).toBe(true);
    expect(verified(site.secret, delivery!.headers['x-pero-signature'] as string, delivery!.body)).toBe(false);
    expect(verified(hook.secret, delivery!.headers['x-pero-signature'] as string, delivery!.body.replace('Вебхуки', 'Подделка'))).toBe(false);
    const payload = JSON.parse(delivery!.body);
    expect(delivery!.headers['x-pero-event']).toBe('post.published');
    expect(delivery!.headers['x-pero-delivery']).toBe(payload.id);
    expect(payload).toMatchObject({
      event: 'post.published',
      data: { post: { id: post.id, title: 'Вебхуки приходят', author: { id: owner.id }, community: { id: community.id, name: community.name } } },
    });
    expect(payload.data.post.url).toMatch(new RegExp(`^${app.config.appUrl}/${community.slug}/${post.id}-`));
    expect(at('/site-published')).toHaveLength(1);
    expect(verified(site.secret, at('/site-published')[0]!.headers['x-pero-signature'] as string, at('/site-published')[0]!.body)).toBe(true);
    expect(at('/other-community')).toEqual([]);

    expect(await deliveriesOf(hook.id)).toEqual([
      expect.objectContaining({ id: payload.id, event: 'post.published', status: 'succeeded', attempts: [expect.objectContaining({ attempt: 1, status_code: 200, error: null })] }),
    ]);
  });

  it('tells nothing private: no drafts, no e-mails, no reporter', async () => {
    await addWebhook('/everything', ['post.published', 'post.updated', 'comment.created', 'member.joined', 'report.filed']);
    await writePost(app, owner.id, { category_id: community.id, title: 'Черновик' });
    const post = await publishPost(app, owner.id, { category_id: community.id, title: 'Публичный пост' });
    const reporter = await createUser(app);
    const comment = await call('POST', '/comments', reporter, { comment: 'Первый комментарий', post_id: post.id, parent_id: null });
    expect(comment.statusCode).toBe(200);
    expect((await call('POST', `/follows/${community.id}`, reporter)).statusCode).toBe(200);
    const [reason] = await app.db.select({ id: complaintReasons.id }).from(complaintReasons).limit(1);
    expect((await call('POST', '/complaint', reporter, { reason_id: reason!.id, model_type: 'post', model_id: post.id })).statusCode).toBeLessThan(300);
    await settle(app);

    const events = at('/everything').map((request) => JSON.parse(request.body));
    expect(events.map((event) => event.event).sort()).toEqual(['comment.created', 'member.joined', 'post.published', 'report.filed']);
    const all = at('/everything').map((request) => request.body).join('\n');
    expect(all).not.toContain('Черновик');
    expect(all).not.toContain('@example.test');
    expect(all).not.toContain('password');
    const report = events.find((event) => event.event === 'report.filed');
    expect(report.data.report).toMatchObject({ target: { type: 'post', id: post.id }, community: { id: community.id } });
    expect(JSON.stringify(report)).not.toContain(String(reporter.name));
    expect(JSON.stringify(report)).not.toMatch(new RegExp(`"(reporter|user)`));
    const joined = events.find((event) => event.event === 'member.joined');
    expect(joined.data).toMatchObject({ community: { id: community.id }, member: { id: reporter.id, name: reporter.name } });
  });

  it('retries a failed attempt later and logs each attempt with its answer', async () => {
    const hook = await addWebhook('/flaky');
    answers.set('/flaky', [500]);
    await publishPost(app, owner.id, { category_id: community.id, title: 'Со второй попытки' });
    await settle(app);
    expect(at('/flaky')).toHaveLength(1);
    let [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: [{ attempt: 1, status_code: 500, error: null }] });
    const [attempt] = await app.db.select({ excerpt: webhookAttempts.responseExcerpt }).from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery!.id));
    expect(attempt!.excerpt).toHaveLength(500);

    await dueNow();
    expect(at('/flaky')).toHaveLength(2);
    // The same bytes under a fresh signature.
    expect(at('/flaky')[1]!.body).toBe(at('/flaky')[0]!.body);
    expect(verified(hook.secret, at('/flaky')[1]!.headers['x-pero-signature'] as string, at('/flaky')[1]!.body)).toBe(true);
    [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: [{ attempt: 1, status_code: 500 }, { attempt: 2, status_code: 200 }] });
    expect((await call('GET', `/communities/${community.id}/webhooks`, owner)).json()[0].consecutive_failures).toBe(0);
  });

  it(`gives a delivery up after ${MAX_ATTEMPTS} attempts`, async () => {
    const hook = await addWebhook('/down');
    answers.set('/down', Array(MAX_ATTEMPTS + 1).fill(503));
    await publishPost(app, owner.id, { category_id: community.id });
    await settle(app);
    for (let i = 1; i < MAX_ATTEMPTS + 2; i++) await dueNow();
    expect(at('/down')).toHaveLength(MAX_ATTEMPTS);
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery!.status).toBe('failed');
    expect(delivery!.attempts.map((attempt) => attempt.status_code)).toEqual(Array(MAX_ATTEMPTS).fill(503));
  });

  it('switches a webhook off after repeated failures, with a notice, and on again with a clean count', async () => {
    const hook = await addWebhook('/broken');
    answers.set('/broken', Array(WEBHOOK_LIMITS.failuresToDisable).fill(500));
    let events: Awaited<ReturnType<typeof recordedEvents>> = [];
    for (let i = 0; i < WEBHOOK_LIMITS.failuresToDisable; i++) {
      expect((await call('POST', `/webhooks/${hook.id}/ping`, owner)).statusCode).toBe(200);
      events = events.concat(await recordedEvents(app, () => settle(app)));
    }
    expect(events.filter((event) => event.type === 'webhook.disabled')).toEqual([{ type: 'webhook.disabled', webhookId: hook.id, subsiteId: community.id, failures: WEBHOOK_LIMITS.failuresToDisable }]);
    // The owner and the administrators are told, with the way back to the webhook; a moderator is not.
    const notices = await app.db.select({ userId: notifications.userId, data: notifications.data }).from(notifications).where(eq(notifications.type, 'webhook_disabled'));
    expect(notices.map((notice) => notice.userId).sort()).toEqual([owner.id, admin.id].sort());
    const bell = (await call('GET', '/notifications?page=1', owner)).body;
    expect(bell).toContain(`/${community.slug}/settings?tab=webhooks`);
    const [state] = (await call('GET', `/communities/${community.id}/webhooks`, owner)).json<WebhookDto[]>();
    expect(state).toMatchObject({ enabled: false, disabled_reason: 'failures', consecutive_failures: WEBHOOK_LIMITS.failuresToDisable });

    // Switched off, it is sent nothing.
    await publishPost(app, owner.id, { category_id: community.id });
    await settle(app);
    expect(at('/broken')).toHaveLength(WEBHOOK_LIMITS.failuresToDisable);

    const on = (await call('POST', `/webhooks/${hook.id}`, owner, { enabled: true })).json<WebhookDto>();
    expect(on).toMatchObject({ enabled: true, disabled_reason: null, consecutive_failures: 0 });
    await publishPost(app, owner.id, { category_id: community.id });
    await settle(app);
    expect(at('/broken')).toHaveLength(WEBHOOK_LIMITS.failuresToDisable + 1);
  });

  it('sends a ping on request, and logs it', async () => {
    const hook = await addWebhook('/ping');
    const res = await call('POST', `/webhooks/${hook.id}/ping`, owner);
    expect(res.json()).toMatchObject({ event: 'ping', status: 'pending', attempts: [] });
    await settle(app);
    expect(JSON.parse(at('/ping')[0]!.body)).toMatchObject({ id: res.json().id, event: 'ping', data: { webhook_id: hook.id } });
    expect((await deliveriesOf(hook.id))[0]).toMatchObject({ status: 'succeeded' });
  });

  it('reads the log and the list in the same number of statements for 2 items as for 20', async () => {
    const hook = await addWebhook('/count');
    const log = async (count: number) => {
      await app.db.delete(webhookDeliveries);
      for (let i = 0; i < count; i++) await call('POST', `/webhooks/${hook.id}/ping`, owner);
      await settle(app);
      return countQueries(app, () => deliveriesOf(hook.id));
    };
    expect(await log(2)).toBe(await log(20));
    const list = () => countQueries(app, () => call('GET', `/communities/${community.id}/webhooks`, owner));
    const few = await list();
    for (let i = 0; i < 8; i++) await addWebhook(`/count${i}`);
    expect(await list()).toBe(few);
  });

  it("keeps each webhook's latest deliveries in the log", async () => {
    const hook = await addWebhook('/log');
    const rows = Array.from({ length: LOG_PER_WEBHOOK + 3 }, (_, i) => ({ id: crypto.randomUUID(), webhookId: hook.id, event: 'ping' as const, body: '{}', status: 'succeeded' as const, createdAt: new Date(Date.now() - i * 1000) }));
    await app.db.insert(webhookDeliveries).values([...rows, { id: crypto.randomUUID(), webhookId: hook.id, event: 'ping', body: '{}', status: 'failed', createdAt: new Date(Date.now() - 40 * 86_400_000) }]);
    await trimDeliveryLog(app.db);
    const left = await app.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id));
    expect(left.map((row) => row.id).sort()).toEqual(rows.slice(0, LOG_PER_WEBHOOK).map((row) => row.id).sort());
  });
});
