import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { sessions } from '../db/schema/index.ts';
import type { Socket } from 'socket.io-client';
import { deliveredSoFar, nextPush, openSocket, pushesOn } from '../../../tests/support/realtime.ts';
import { buildTestApp } from '../../../tests/support/app.ts';
import { createUser } from '../../../tests/support/factories.ts';
import { sessionHeaders } from '../../../tests/support/session.ts';
import { channels, pushes, type NewPostPush, type SubscribeAck } from '../../shared/realtime.ts';
import type { NotificationCounters } from '../../shared/dto/notification.ts';

const NEW_POST: NewPostPush = { id: 1, subsite_id: 2, user_id: 3, date: '2026-11-28T10:00:00.000Z' };
const COUNTERS: NotificationCounters = { notSawNotifications: 7, notReadNotifications: 7 };

let app: FastifyInstance;
let baseUrl: string;
const sockets: Socket[] = [];
/** The processes of one site share a Redis prefix; other test files' apps have their own. */
const SITE_KEY = `pero-test:${randomBytes(6).toString('hex')}:socket.io`;

beforeAll(async () => {
  app = await buildTestApp({ realtimeRedisKey: SITE_KEY });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app.close();
});

async function client(cookie?: string, url = baseUrl, origin?: string): Promise<Socket> {
  const headers = { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) };
  const socket = await openSocket(url, headers);
  sockets.push(socket);
  return socket;
}

const subscribe = (socket: Socket, channel: unknown) => socket.emitWithAck('subscribe', { channel }) as Promise<SubscribeAck>;


describe('real-time channels', () => {
  it('refuses a socket opened from a page of another site, and admits the site’s own pages', async () => {
    await expect(client(undefined, baseUrl, 'https://evil.example')).rejects.toThrow();
    await expect(client(undefined, baseUrl, 'http://localhost:3000.evil.example')).rejects.toThrow();
    const own = await client(undefined, baseUrl, app.config.appUrl);
    expect(await subscribe(own, channels.newFeedPosts())).toEqual({ ok: true });
  });

  it('delivers events published on a public channel to its subscribers', async () => {
    const socket = await client();
    expect(await subscribe(socket, channels.newFeedPosts())).toEqual({ ok: true });
    const received = nextPush(socket);
    app.realtime.publish(channels.newFeedPosts(), pushes.newPost, NEW_POST);
    expect(await received).toEqual({ channel: 'new-feed-posts-counter', event: 'new-post', data: NEW_POST });
  });

  it('does not deliver events of channels the client did not join', async () => {
    const socket = await client();
    await subscribe(socket, channels.blog(1));
    const received = pushesOn(socket);
    app.realtime.publish(channels.blog(2), pushes.newPost, NEW_POST);
    await deliveredSoFar(app, socket);
    expect(received).toEqual([]);
  });

  it('refuses unknown and malformed channel names', async () => {
    const socket = await client();
    expect(await subscribe(socket, 'secret-admin-room')).toEqual({ ok: false, error: 'invalid_channel' });
    expect(await subscribe(socket, 42)).toEqual({ ok: false, error: 'invalid_channel' });
    expect(await subscribe(socket, 'blog.' + '1'.repeat(200))).toEqual({ ok: false, error: 'invalid_channel' });
  });

  it('refuses a private channel without a session', async () => {
    const user = await createUser(app);
    const socket = await client();
    expect(await subscribe(socket, channels.user(user.id))).toEqual({ ok: false, error: 'unauthorized' });
    const received = pushesOn(socket);
    app.realtime.publish(channels.user(user.id), pushes.notificationCounters, COUNTERS);
    await deliveredSoFar(app, socket);
    expect(received).toEqual([]);
  });

  it("refuses another user's private channel and admits the owner", async () => {
    const [owner, other] = [await createUser(app), await createUser(app)];
    const intruder = await client((await sessionHeaders(app, other.id)).cookie);
    expect(await subscribe(intruder, channels.user(owner.id))).toEqual({ ok: false, error: 'forbidden' });

    const socket = await client((await sessionHeaders(app, owner.id)).cookie);
    expect(await subscribe(socket, channels.user(owner.id))).toEqual({ ok: true });
    const received = nextPush(socket);
    app.realtime.publish(channels.user(owner.id), pushes.notificationCounters, COUNTERS);
    expect(await received).toMatchObject({ event: 'notification-counters', data: COUNTERS });
  });

  it('stops delivering after unsubscribe', async () => {
    const socket = await client();
    await subscribe(socket, channels.postViews(5));
    expect(await socket.emitWithAck('unsubscribe', { channel: channels.postViews(5) })).toEqual({ ok: true });
    const received = pushesOn(socket);
    app.realtime.publish(channels.postViews(5), pushes.postViews, { unique_showings_count: 1, unique_views_count: 1, showings: 1, views: 1, replies_count: 0 });
    await deliveredSoFar(app, socket);
    expect(received).toEqual([]);
  });
});

describe('a socket ends with its session', () => {
  /** A socket of a signed-in member following their own channel; resolves once it is closed from the server. */
  async function listening(userId: number, cookie: string) {
    const socket = await client(cookie);
    expect(await subscribe(socket, channels.user(userId))).toEqual({ ok: true });
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    return { socket, closed };
  }

  /** Closed from the server, and no longer among the sockets its private channel reaches. */
  async function expectClosed(socket: Socket, userId: number, closed: Promise<string>) {
    const id = socket.id;
    await app.events.dispatchDue();
    expect(await closed).toBe('io server disconnect');
    expect((await app.realtime.io.in(channels.user(userId)).fetchSockets()).map((held) => held.id)).not.toContain(id);
  }

  const post = (url: string, headers: Record<string, string>, payload?: object) => app.inject({ method: 'POST', url, headers, payload });

  it('closes on sign-out', async () => {
    const user = await createUser(app);
    const headers = await sessionHeaders(app, user.id);
    const { socket, closed } = await listening(user.id, headers.cookie);
    expect((await post('/logout', headers)).statusCode).toBe(200);
    await expectClosed(socket, user.id, closed);
  });

  it('closes when the session is ended from the sessions list, and leaves the other sessions open', async () => {
    const user = await createUser(app);
    const [asking, ended] = [await sessionHeaders(app, user.id), await sessionHeaders(app, user.id)];
    const kept = await listening(user.id, asking.cookie);
    const { socket, closed } = await listening(user.id, ended.cookie);
    const [newest] = await app.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id)).orderBy(desc(sessions.id)).limit(1);
    expect((await app.inject({ method: 'DELETE', url: `/settings/sessions/${newest!.id}`, headers: asking })).statusCode).toBe(204);
    await expectClosed(socket, user.id, closed);

    const received = nextPush(kept.socket);
    app.realtime.publish(channels.user(user.id), pushes.notificationCounters, COUNTERS);
    expect(await received).toMatchObject({ data: COUNTERS });
  });

  it('closes every other session’s sockets on "sign out other sessions" and on a password change', async () => {
    const user = await createUser(app);
    const asking = await sessionHeaders(app, user.id);
    const first = await listening(user.id, (await sessionHeaders(app, user.id)).cookie);
    expect((await post('/settings/sessions/sign-out-others', asking)).statusCode).toBe(200);
    await expectClosed(first.socket, user.id, first.closed);

    const second = await listening(user.id, (await sessionHeaders(app, user.id)).cookie);
    const change = { current_password: user.password, password: 'a-new-password-2026!', password_confirmation: 'a-new-password-2026!' };
    expect((await post('/settings/password/update', asking, change)).statusCode).toBe(200);
    await expectClosed(second.socket, user.id, second.closed);
  });

  it('closes every socket of a deleted account', async () => {
    const user = await createUser(app);
    const headers = await sessionHeaders(app, user.id);
    const { socket, closed } = await listening(user.id, headers.cookie);
    const response = await post('/settings/account/delete', headers, { content: 'anonymise', password: user.password });
    expect(response.statusCode).toBe(200);
    await expectClosed(socket, user.id, closed);
  });

  it('keeps a client from leaving its session’s room to outlive it', async () => {
    const user = await createUser(app);
    const headers = await sessionHeaders(app, user.id);
    const { socket, closed } = await listening(user.id, headers.cookie);
    for (const room of [...(await app.realtime.io.in(channels.user(user.id)).fetchSockets())[0]!.rooms]) {
      await socket.emitWithAck('unsubscribe', { channel: room });
    }
    expect((await post('/logout', headers)).statusCode).toBe(200);
    await app.events.dispatchDue();
    expect(await closed).toBe('io server disconnect');
  });
});

describe.runIf(process.env.REDIS_URL)('real-time across processes (Redis adapter)', () => {
  let other: FastifyInstance;
  let otherUrl: string;
  beforeAll(async () => {
    other = await buildTestApp({ realtimeRedisKey: SITE_KEY });
    otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => other.close());

  it('delivers a publish from one app instance to a client of another', async () => {
    const socket = await client(undefined, otherUrl);
    await subscribe(socket, channels.blog(77));
    const received = nextPush(socket);
    app.realtime.publish(channels.blog(77), pushes.newPost, NEW_POST);
    expect(await received).toMatchObject({ channel: 'blog.77', data: NEW_POST });
  });

  it('closes a socket held by another process when its session ends here', async () => {
    const user = await createUser(app);
    const headers = await sessionHeaders(app, user.id);
    // Each test app has a database of its own, so only the session's room is shared here, not its private channels.
    const socket = await client(headers.cookie, otherUrl);
    expect(await subscribe(socket, channels.blog(user.id))).toEqual({ ok: true });
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await app.inject({ method: 'POST', url: '/logout', headers })).statusCode).toBe(200);
    await app.events.dispatchDue();
    expect(await closed).toBe('io server disconnect');
  });

  describe('a process without the realtime role', () => {
    let web: FastifyInstance;
    let webUrl: string;
    beforeAll(async () => {
      web = await buildTestApp({ realtimeRedisKey: SITE_KEY, config: { roles: new Set(['web', 'worker']) } });
      webUrl = await web.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => web.close());

    it('accepts no sockets, yet what it publishes reaches the sockets another process holds', async () => {
      await expect(client(undefined, webUrl)).rejects.toThrow();
      const socket = await client(undefined, otherUrl);
      await subscribe(socket, channels.blog(78));
      const received = nextPush(socket);
      web.realtime.publish(channels.blog(78), pushes.newPost, NEW_POST);
      expect(await received).toMatchObject({ channel: 'blog.78', data: NEW_POST });
    });
  });
});
