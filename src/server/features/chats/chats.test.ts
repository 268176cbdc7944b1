import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Socket } from 'socket.io-client';
import { deliveredSoFar, openSocket, pushesOn } from '../../../../tests/support/realtime.ts';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { invalidAnswer } from '../../../../tests/support/errors.ts';
import { expectEvents, settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { uploadImage } from '../../../../tests/support/media.ts';
import { inertiaHeaders } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { CHAT_LIMITS, type ChatDto, type MessageDto } from '../../../shared/dto/chat.ts';
import { channels, pushes, type SubscribeAck } from '../../../shared/realtime.ts';

let app: FastifyInstance;
let baseUrl: string;
let anna: TestUser;
let boris: TestUser;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { chatMessages: { max: 10_000 }, chatStarts: { max: 10_000 }, chatReads: { max: 10_000 } } });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  anna = await createUser(app);
  boris = await createUser(app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app.close();
});

const json = { accept: 'application/json' };

async function call(method: 'POST' | 'GET' | 'DELETE', url: string, userId: number | null, payload?: object) {
  const headers = userId === null ? guestHeaders() : await sessionHeaders(app, userId);
  return app.inject({ method, url, payload, headers: { ...json, ...headers } });
}

async function start(from: number, to: number): Promise<number> {
  const res = await call('POST', `/m/start/${to}`, from);
  expect(res.statusCode).toBe(200);
  return res.json().id;
}
const send = (from: number, chatId: number, content: string, extra: object = {}) => call('POST', `/m/messages/${chatId}`, from, { content, ...extra });
const read = (userId: number, chatId: number) => call('POST', `/m/messages/${chatId}/read`, userId);
const chatList = async (userId: number, url = '/m') => (await call('GET', url, userId)).json() as { data: ChatDto[]; next_page_url: string | null };
const sharedUnread = async (userId: number) =>
  (await app.inject({ url: '/m', headers: { ...inertiaHeaders, ...(await sessionHeaders(app, userId)) } })).json().props.auth.user.unread_chats as number[];

describe('POST /m/start/{userId}', () => {
  it('creates the private chat once and answers the same chat from either side', async () => {
    const [a, b] = [await createUser(app), await createUser(app)];
    const id = await start(a.id, b.id);
    expect(await start(a.id, b.id)).toBe(id);
    expect(await start(b.id, a.id)).toBe(id);
    const res = await call('POST', `/m/start/${b.id}`, a.id);
    expect(res.json()).toEqual({ id, url: `/m/${id}` });
  });

  it('makes one chat when both start it at once', async () => {
    const [a, b] = [await createUser(app), await createUser(app)];
    const ids = await Promise.all([start(a.id, b.id), start(b.id, a.id), start(a.id, b.id)]);
    expect(new Set(ids).size).toBe(1);
  });

  it('refuses a chat with someone who blocked the viewer (403), and unblocking lets it start', async () => {
    const [a, b] = await Promise.all([createUser(app), createUser(app)]);
    expect((await call('POST', `/ignore/${a.id}`, b.id)).statusCode).toBe(200);
    expect((await call('POST', `/m/start/${b.id}`, a.id)).statusCode).toBe(403);
    expect((await call('DELETE', `/ignore/${a.id}`, b.id)).statusCode).toBe(200);
    expect(await start(a.id, b.id)).toBeGreaterThan(0);
  });

  it('refuses a chat with oneself (422), a missing person (404) and guests (401)', async () => {
    const self = await call('POST', `/m/start/${anna.id}`, anna.id);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual(invalidAnswer({ userId: 'chats.errors.self' }));
    expect((await call('POST', '/m/start/999999', anna.id)).statusCode).toBe(404);
    expect((await call('POST', `/m/start/${boris.id}`, null)).statusCode).toBe(401);
  });
});

describe('POST /m/messages/{chatId}', () => {
  it('answers the message and records it as an event for its members', async () => {
    const chatId = await start(anna.id, boris.id);
    let message!: MessageDto;
    await expectEvents(
      app,
      async () => {
        const res = await send(anna.id, chatId, '  Привет!\r\nКак дела?  ');
        expect(res.statusCode).toBe(200);
        message = res.json();
      },
      [{ type: 'chat.message.sent', chatId, authorId: anna.id, memberIds: [anna.id, boris.id].sort((x, y) => x - y) }],
    );
    expect(message).toMatchObject({ chat_id: chatId, user_id: anna.id, content: 'Привет!\nКак дела?', image: null, user: { id: anna.id, name: anna.name } });
  });

  it('refuses empty, whitespace-only and too long text', async () => {
    const chatId = await start(anna.id, boris.id);
    for (const content of ['', '   \n\t ']) {
      const res = await send(anna.id, chatId, content);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(invalidAnswer({ content: 'chats.errors.empty' }));
    }
    const long = await send(anna.id, chatId, 'я'.repeat(CHAT_LIMITS.messageLength + 1));
    expect(long.json()).toEqual(invalidAnswer({ content: ['chats.errors.tooLong', { max: CHAT_LIMITS.messageLength }] }));
    expect((await send(anna.id, chatId, 'я'.repeat(CHAT_LIMITS.messageLength))).statusCode).toBe(200);
  });

  it('carries a picture of the sender’s own, and refuses someone else’s', async () => {
    const chatId = await start(anna.id, boris.id);
    const picture = await uploadImage(app, await sessionHeaders(app, anna.id));
    const res = await send(anna.id, chatId, '', { media_id: picture.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().image.url).toMatch(/^http.*\/uploads\//);
    const stolen = await send(boris.id, chatId, 'моя?', { media_id: picture.id });
    expect(stolen.statusCode).toBe(422);
  });

});

describe('members only', () => {
  it('answers a non-member exactly as a missing chat: the page, older messages, sending and reading', async () => {
    const outsider = await createUser(app);
    const chatId = await start(anna.id, boris.id);
    await send(anna.id, chatId, 'секрет');
    const missing = 2_000_000;
    for (const [method, path, body] of [
      ['GET', '/m/{id}'],
      ['POST', '/m/messages/{id}', { content: 'я тут' }],
      ['POST', '/m/messages/{id}/read'],
    ] as const) {
      const theirs = await call(method, path.replace('{id}', String(chatId)), outsider.id, body);
      const none = await call(method, path.replace('{id}', String(missing)), outsider.id, body);
      expect(theirs.statusCode).toBe(404);
      expect({ status: theirs.statusCode, body: theirs.body }).toEqual({ status: none.statusCode, body: none.body });
    }
    const page = await app.inject({ url: `/m/${chatId}`, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, outsider.id)) } });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('секрет');
  });

  it('sends guests to sign in, and answers their XHR 401', async () => {
    const chatId = await start(anna.id, boris.id);
    const visit = await app.inject({ url: `/m/${chatId}` });
    expect(visit.statusCode).toBe(302);
    expect((await app.inject({ url: '/m', headers: json })).statusCode).toBe(401);
  });
});

describe('the chat list and unread counts', () => {
  it('orders by unread count, then by the newest message, and counts unread per chat', async () => {
    const me = await createUser(app);
    const [p1, p2, p3] = [await createUser(app), await createUser(app), await createUser(app)];
    const c1 = await start(me.id, p1.id);
    const c2 = await start(me.id, p2.id);
    const c3 = await start(p3.id, me.id);
    await send(p1.id, c1, 'один');
    await send(p2.id, c2, 'раз');
    await send(p2.id, c2, 'два');
    await send(me.id, c3, 'моё последнее');
    const list = await chatList(me.id);
    expect(list.data.map((chat) => [chat.id, chat.unread_count])).toEqual([
      [c2, 2],
      [c1, 1],
      [c3, 0],
    ]);
    expect(list.data[0]).toMatchObject({ is_private: true, name: p2.name, url: `/m/${c2}`, last_message: { content: 'два', user_id: p2.id }, users: [{ id: p2.id }] });
    expect(list.data[2]!.last_message).toMatchObject({ content: 'моё последнее' });
    expect(await sharedUnread(me.id)).toEqual(expect.arrayContaining([c1, c2]));
    expect((await sharedUnread(me.id)).length).toBe(2);

    // Reading moves the chat down among the read ones, by its newest message.
    const answer = await read(me.id, c2);
    expect(answer.json()).toEqual({ unread_chats: [c1] });
    expect((await chatList(me.id)).data.map((chat) => chat.id)).toEqual([c1, c3, c2]);
  });

  it('shows a new chat without messages as such', async () => {
    const [me, other] = [await createUser(app), await createUser(app)];
    const id = await start(me.id, other.id);
    expect((await chatList(me.id)).data).toEqual([expect.objectContaining({ id, last_message: null, unread_count: 0 })]);
  });

  it('pages by cursor without repeating or skipping a chat', async () => {
    const me = await createUser(app);
    const ids: number[] = [];
    for (let i = 0; i < CHAT_LIMITS.chatsPerPage + 3; i++) {
      const other = await createUser(app);
      const id = await start(other.id, me.id);
      if (i % 4 === 0) await send(other.id, id, `сообщение ${i}`);
      ids.push(id);
    }
    const first = await chatList(me.id);
    expect(first.data).toHaveLength(CHAT_LIMITS.chatsPerPage);
    const second = await chatList(me.id, first.next_page_url!);
    expect(second.next_page_url).toBeNull();
    expect([...first.data, ...second.data].map((chat) => chat.id).sort()).toEqual([...ids].sort());
  });

  it("pages by the spec's page number too, so a client counting pages reaches the end instead of looping", async () => {
    const me = await createUser(app);
    const ids: number[] = [];
    for (let i = 0; i < CHAT_LIMITS.chatsPerPage + 3; i++) ids.push(await start((await createUser(app)).id, me.id));
    const first = (await call('GET', '/m?page=1', me.id)).json();
    const second = (await call('GET', '/m?page=2', me.id)).json();
    expect(second.current_page).toBe(2);
    expect(second.data).toHaveLength(3);
    expect(second.next_page_url).toBeNull();
    expect([...first.data, ...second.data].map((chat: ChatDto) => chat.id).sort()).toEqual([...ids].sort());
    expect((await call('GET', '/m?page=3', me.id)).json().data).toEqual([]);
    expect((await call('GET', '/m?page=0', me.id)).statusCode).toBe(422);
  });

  it('costs the same number of queries for 2 chats as for 20', async () => {
    const measure = async (chats: number) => {
      const me = await createUser(app);
      for (let i = 0; i < chats; i++) {
        const other = await createUser(app);
        await send(other.id, await start(other.id, me.id), 'привет');
      }
      const headers = { ...inertiaHeaders, ...(await sessionHeaders(app, me.id)) };
      await app.inject({ url: '/m', headers });
      return countQueries(app, () => app.inject({ url: '/m', headers }));
    };
    const [two, twenty] = [await measure(2), await measure(20)];
    expect(twenty).toBe(two);
    // session, shared-props counters, skeleton, total, chats, members, cards
    expect(two).toBeLessThanOrEqual(8);
  });
});

describe('read marks', () => {
  it('marks a chat read once, records it, and tells the others how far', async () => {
    const [a, b] = [await createUser(app), await createUser(app)];
    const chatId = await start(a.id, b.id);
    const m1 = (await send(a.id, chatId, 'первое')).json().id;
    const m2 = (await send(a.id, chatId, 'второе')).json().id;
    const page = async (userId: number) => (await app.inject({ url: `/m/${chatId}`, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, userId)) } })).json().props;
    expect((await page(a.id)).read_up_to).toBeNull();
    await expectEvents(app, () => read(b.id, chatId), [{ type: 'chat.read', chatId, userId: b.id, lastReadMessageId: m2 }]);
    await expectEvents(app, () => read(b.id, chatId), []);
    expect((await page(a.id)).read_up_to).toBe(m2);
    expect(m1).toBeLessThan(m2);
  });
});

describe('GET /m/{id}', () => {
  it('shows the partner’s online status, and none when they hide it', async () => {
    const [a, b] = [await createUser(app), await createUser(app)];
    const chatId = await start(a.id, b.id);
    const statusOf = async () => (await app.inject({ url: `/m/${chatId}`, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, a.id)) } })).json().props.online_status;
    await app.db.update(users).set({ onlineUntil: new Date(Date.now() + 60_000) }).where(eq(users.id, b.id));
    expect(await statusOf()).toBe('в сети');
    await app.db.update(users).set({ showOnline: false }).where(eq(users.id, b.id));
    expect(await statusOf()).toBeNull();
  });

  it('shows the newest page in reading order and goes back in time by cursor', async () => {
    const [a, b] = [await createUser(app), await createUser(app)];
    const chatId = await start(a.id, b.id);
    const total = CHAT_LIMITS.messagesPerPage + 5;
    for (let i = 1; i <= total; i++) await send(i % 2 ? a.id : b.id, chatId, `№${i}`);
    const props = (await app.inject({ url: `/m/${chatId}`, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, a.id)) } })).json().props;
    expect(props.chat).toMatchObject({ id: chatId, name: b.name, is_private: true });
    // The partner has never been online: nothing to say yet.
    expect(props.online_status).toBeNull();
    const newest = props.messages.data.map((m: MessageDto) => m.content);
    expect(newest).toHaveLength(CHAT_LIMITS.messagesPerPage);
    expect(newest.at(-1)).toBe(`№${total}`);
    expect(newest[0]).toBe(`№6`);
    const older = (await call('GET', props.messages.next_page_url, a.id)).json();
    expect(Object.keys(older).sort()).toEqual(expect.arrayContaining(['current_page', 'data', 'next_page_url']));
    expect(older.current_page).toBe(2);
    expect(older.data.map((m: MessageDto) => m.content)).toEqual(['№1', '№2', '№3', '№4', '№5']);
    expect(older.next_page_url).toBeNull();
  });

  it('reports the chat’s real number of messages, and pages by the page number as well as by cursor', async () => {
    const [a, b] = [await createUser(app), await createUser(app)];
    const chatId = await start(a.id, b.id);
    const total = CHAT_LIMITS.messagesPerPage + 2;
    for (let i = 1; i <= total; i++) await send(a.id, chatId, `№${i}`);
    const first = (await call('GET', `/m/${chatId}`, a.id)).json();
    expect(first.total).toBe(total);
    expect(first.last_page).toBe(2);
    const second = (await call('GET', `/m/${chatId}?page=2`, a.id)).json();
    expect([second.current_page, second.total, second.next_page_url]).toEqual([2, total, null]);
    expect(second.data.map((m: MessageDto) => m.content)).toEqual(['№1', '№2']);
  });
});

describe('real time', () => {
  async function socketOf(userId: number | null): Promise<Socket> {
    const cookie = userId === null ? undefined : (await sessionHeaders(app, userId)).cookie;
    const socket = await openSocket(baseUrl, cookie ? { cookie } : {});
    sockets.push(socket);
    return socket;
  }
  const subscribe = (socket: Socket, channel: string) => socket.emitWithAck('subscribe', { channel }) as Promise<SubscribeAck>;

  it("refuses a chat's channel to guests and non-members, and admits its members", async () => {
    const outsider = await createUser(app);
    const chatId = await start(anna.id, boris.id);
    expect(await subscribe(await socketOf(null), channels.chat(chatId))).toEqual({ ok: false, error: 'unauthorized' });
    expect(await subscribe(await socketOf(outsider.id), channels.chat(chatId))).toEqual({ ok: false, error: 'forbidden' });
    expect(await subscribe(await socketOf(boris.id), channels.chat(chatId))).toEqual({ ok: true });
  });

  it('delivers a message on the chat channel and the unread chats on the receiver’s own channel', async () => {
    const [a, b] = [await createUser(app), await createUser(app)];
    const chatId = await start(a.id, b.id);
    const socket = await socketOf(b.id);
    expect(await subscribe(socket, channels.chat(chatId))).toEqual({ ok: true });
    expect(await subscribe(socket, channels.user(b.id))).toEqual({ ok: true });
    const got = pushesOn(socket);
    const sent = (await send(a.id, chatId, 'живое')).json();
    await settle(app);
    await expect.poll(() => got.length).toBe(2);
    expect(got).toEqual(
      expect.arrayContaining([
        { channel: channels.chat(chatId), event: pushes.chatMessage, data: sent },
        { channel: channels.user(b.id), event: pushes.unreadChats, data: { unread_chats: [chatId] } },
      ]),
    );
  });

  it('tells the chat a member read it, and passes typing to the others only, named by the server', async () => {
    const [a, b] = [await createUser(app), await createUser(app)];
    const chatId = await start(a.id, b.id);
    const [sa, sb] = [await socketOf(a.id), await socketOf(b.id)];
    await subscribe(sa, channels.chat(chatId));
    await subscribe(sb, channels.chat(chatId));
    const [gotA, gotB] = [pushesOn(sa), pushesOn(sb)];
    const message = (await send(a.id, chatId, 'прочитаешь?')).json();
    await read(b.id, chatId);
    await settle(app);
    await expect.poll(() => gotA.some((p) => p.event === pushes.chatRead)).toBe(true);
    expect(gotA.find((p) => p.event === pushes.chatRead)!.data).toEqual({ user_id: b.id, last_read_message_id: message.id });

    sb.emit('whisper', { channel: channels.chat(chatId), event: pushes.chatTyping, user_id: a.id, name: 'подделка' });
    await expect.poll(() => gotA.some((p) => p.event === pushes.chatTyping)).toBe(true);
    expect(gotA.find((p) => p.event === pushes.chatTyping)!.data).toEqual({ user_id: b.id, name: b.name });
    expect(gotB.some((p) => p.event === pushes.chatTyping)).toBe(false);
  });

  it('passes no whisper from a socket that has not joined the chat', async () => {
    const [a, b, outsider] = [await createUser(app), await createUser(app), await createUser(app)];
    const chatId = await start(a.id, b.id);
    const sa = await socketOf(a.id);
    await subscribe(sa, channels.chat(chatId));
    const got = pushesOn(sa);
    const intruder = await socketOf(outsider.id);
    await subscribe(intruder, channels.chat(chatId));
    intruder.emit('whisper', { channel: channels.chat(chatId), event: pushes.chatTyping });
    // A round trip on the intruder's socket: its whisper was handled before this answer.
    await subscribe(intruder, channels.newFeedPosts());
    await deliveredSoFar(app, sa);
    expect(got).toEqual([]);
  });
});
