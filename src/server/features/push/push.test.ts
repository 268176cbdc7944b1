import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import ece from 'http_ece';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { pushSubscriptions, users } from '../../db/schema/index.ts';
import { loopbackAllowedForTests } from '../../lib/safe-fetch.ts';
import { deliverNotification } from '../mail-delivery/index.ts';
import { pushToUser, vetEndpoint } from './push.ts';

/** A push service on loopback: records each message and answers what the test says for its path. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
const answers = new Map<string, number>();
let server: Server;
let base: string;
let app: FastifyInstance;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(request.url!) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = await buildTestApp({ outbound: { policy: loopbackAllowedForTests } });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

/** A browser's side of a subscription: its key pair and auth secret. */
function browser(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const subscription = { endpoint: `${base}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
  const read = (body: Buffer) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }).toString('utf8'));
  return { subscription, read };
}

async function subscribe(userId: number, subscription: object) {
  return app.inject({ method: 'POST', url: '/push/subscriptions', headers: await sessionHeaders(app, userId), payload: subscription });
}

const subscriptionsOf = (userId: number) => app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('push subscriptions', () => {
  it('saves the browser for the member, and forgets it on DELETE', async () => {
    const user = await createUser(app);
    const { subscription } = browser('/save');
    expect((await subscribe(user.id, subscription)).statusCode).toBe(204);
    // The same browser again is the same row.
    expect((await subscribe(user.id, subscription)).statusCode).toBe(204);
    expect(await subscriptionsOf(user.id)).toHaveLength(1);

    const headers = await sessionHeaders(app, user.id);
    expect((await app.inject({ method: 'DELETE', url: '/push/subscriptions', headers, payload: { endpoint: subscription.endpoint } })).statusCode).toBe(204);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('refuses private addresses, other schemes and guests', async () => {
    const user = await createUser(app);
    const { keys } = browser('/x').subscription;
    for (const endpoint of ['https://10.0.0.1/push', 'https://169.254.169.254/latest', 'ftp://127.0.0.1/push', 'https://user:pw@127.0.0.1/push']) {
      const res = await subscribe(user.id, { endpoint, keys });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('endpoint');
    }
    expect((await app.inject({ method: 'POST', url: '/push/subscriptions', headers: guestHeaders(), payload: { endpoint: `${base}/guest`, keys } })).statusCode).toBe(401);
  });

  it('takes only https to public addresses in production', async () => {
    await expect(vetEndpoint('http://127.0.0.1:8080/push', {})).rejects.toThrow();
    await expect(vetEndpoint('https://127.0.0.1/push', {})).rejects.toThrow();
    await expect(vetEndpoint('https://[fd00::1]/push', {})).rejects.toThrow();
    await expect(vetEndpoint('https://93.184.216.34/push', {})).resolves.toBeUndefined();
  });

  it('hands out the VAPID public key', async () => {
    expect((await app.inject('/push/key')).json()).toEqual({ public_key: app.config.vapid.publicKey });
  });
});

describe('pushToUser', () => {
  it('delivers an encrypted, VAPID-signed message to every browser of the member', async () => {
    const user = await createUser(app);
    const phone = browser('/phone');
    const laptop = browser('/laptop');
    await subscribe(user.id, phone.subscription);
    await subscribe(user.id, laptop.subscription);

    await pushToUser(app, user.id, { title: 'Новый комментарий', body: 'Мария ответила вам', url: '/anna/12-post?comment=5', tag: 'comment_reply' });
    await app.jobs.runDue();

    expect(received.map((request) => request.path).sort()).toEqual(['/laptop', '/phone']);
    const message = received.find((request) => request.path === '/phone')!;
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers.ttl).toBe('86400');
    expect(message.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${app.config.vapid.publicKey}$`));
    expect(phone.read(message.body)).toEqual({ title: 'Новый комментарий', body: 'Мария ответила вам', url: '/anna/12-post?comment=5', tag: 'comment_reply' });
    expect((await subscriptionsOf(user.id)).every((row) => row.lastSuccessAt !== null)).toBe(true);
  });

  it('drops a subscription the push service calls gone (410) and keeps one that failed for now', async () => {
    const user = await createUser(app);
    answers.set('/expired', 410);
    answers.set('/busy', 503);
    await subscribe(user.id, browser('/expired').subscription);
    await subscribe(user.id, browser('/busy').subscription);
    await subscribe(user.id, browser('/fine').subscription);

    await pushToUser(app, user.id, { title: 'Лайк', body: 'Ваш пост понравился', url: '/', tag: 'post_like' });
    await app.jobs.runDue();

    expect(received).toHaveLength(3);
    const left = await subscriptionsOf(user.id);
    expect(left.map((row) => row.endpoint).sort()).toEqual([`${base}/busy`, `${base}/fine`]);
    expect(left.find((row) => row.endpoint.endsWith('/busy'))!.lastSuccessAt).toBeNull();
  });
});

describe('deliverNotification', () => {
  it('pushes by default, mails only when the kind’s email is on, and follows a push switch turned off', async () => {
    const user = await createUser(app);
    await subscribe(user.id, browser('/notified').subscription);
    const notification = { userId: user.id, kind: 'comment_reply', language: 'ru' as const, title: 'Ответ', text: 'Текст ответа', url: '/anna/1-post' };

    await deliverNotification(app, notification, 'event:1');
    await app.jobs.runDue();
    expect(received.map((request) => request.path)).toEqual(['/notified']);

    received.length = 0;
    await app.db.update(users).set({ notificationSettings: { 'comment_reply:push': false } }).where(eq(users.id, user.id));
    await deliverNotification(app, notification, 'event:2');
    await app.jobs.runDue();
    expect(received).toEqual([]);
  });
});
