/**
 * The chat scenario: 1,000 people connected by websocket, two to a chat in 500 chats, each
 * joined to their chat's channel; messages are sent at a steady rate round the chats through
 * `POST /m/messages/{id}`, and each is timed from the moment its request leaves until the
 * partner's socket hears it (the whole path: the command, the outbox, the subscriber, the
 * fan-out). The people, chats and sessions are written in bulk before the server starts.
 *
 *   BENCH_CHAT_RATE=50   messages per second across all chats
 */
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { queryRows, type Db } from '../src/server/db/client.ts';
import { createSession, SESSION_COOKIE } from '../src/server/kernel/sessions.ts';
import { csrfToken } from '../src/server/plugins/csrf-token.ts';
import { channels, pushes, type RealtimeEnvelope } from '../src/shared/realtime.ts';
import { percentile, tenths } from './load.ts';

export const CHAT_PEOPLE = 1_000;
const CHATS = CHAT_PEOPLE / 2;
/** Sockets opened at once while connecting: a crowd arriving, not a stampede on one tick. */
const CONNECT_BATCH = 50;

interface Member {
  cookie: string;
  xsrf: string;
}

export interface ChatFixture {
  chats: Array<{ id: number; members: [Member, Member] }>;
}

export interface ChatLoadResult {
  clients: number;
  chats: number;
  ratePerSecond: number;
  seconds: number;
  sent: number;
  delivered: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** 1,000 people (no password can sign them in), 500 private chats between them, a session each. */
export async function addChatPeople(db: Db, sessionSecret: string): Promise<ChatFixture> {
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`insert into subsites (type, name, slug)
          select 'user', 'Собеседник ' || i, 'bench_chat_' || i from generate_series(1, ${CHAT_PEOPLE}) i
          returning id`,
    )
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);
  await db.execute(sql`
    insert into users (id, email, password_hash, email_verified_at)
    select id, slug || '@bench.pero.local', 'no-password', now() from subsites where slug like 'bench\\_chat\\_%'`);
  const members: Member[] = [];
  for (const id of ids) {
    const token = await createSession(db, id, { userAgent: 'pero-bench-chat' });
    members.push({ cookie: `${SESSION_COOKIE}=${token}`, xsrf: csrfToken(sessionSecret, token) });
  }
  const chats: ChatFixture['chats'] = [];
  for (let i = 0; i < CHATS; i++) {
    const [low, high] = [ids[2 * i]!, ids[2 * i + 1]!];
    const [chat] = await queryRows<{ id: number }>(db, sql`insert into chats (is_private, pair_low, pair_high) values (true, ${low}, ${high}) returning id`);
    await db.execute(sql`insert into chat_members (chat_id, user_id) values (${chat!.id}, ${low}), (${chat!.id}, ${high})`);
    chats.push({ id: chat!.id, members: [members[2 * i]!, members[2 * i + 1]!] });
  }
  return { chats };
}

function connect(url: string, member: Member, index: number): Promise<Socket> {
  // Each person comes from an address of their own (the server trusts the loopback proxy), as they would.
  const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { cookie: member.cookie, 'x-forwarded-for': address } });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export async function runChatLoad(url: string, fixture: ChatFixture, seconds: number, ratePerSecond: number): Promise<ChatLoadResult> {
  const sockets: Socket[] = [];
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  try {
    const people = fixture.chats.flatMap((chat) => chat.members.map((member, side) => ({ chat, member, side })));
    for (let start = 0; start < people.length; start += CONNECT_BATCH) {
      await Promise.all(
        people.slice(start, start + CONNECT_BATCH).map(async ({ chat, member, side }, offset) => {
          const socket = await connect(url, member, start + offset + 1);
          sockets.push(socket);
          const ack = (await socket.emitWithAck('subscribe', { channel: channels.chat(chat.id) })) as { ok: boolean };
          if (!ack.ok) throw new Error(`chat.${chat.id} refused a member`);
          socket.on('event', (push: RealtimeEnvelope) => {
            // Timed at the partner's socket: the author's own page has the answer already.
            if (push.event !== pushes.chatMessage) return;
            const { data } = push;
            if (data.content.endsWith(`/${side}`)) return;
            const started = sentAt.get(data.content);
            if (started !== undefined) latencies.push(performance.now() - started);
          });
        }),
      );
    }

    const total = Math.round(seconds * ratePerSecond);
    const began = performance.now();
    let failed = 0;
    const requests: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = began + (i * 1000) / ratePerSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const chat = fixture.chats[i % fixture.chats.length]!;
      const side = Math.floor(i / fixture.chats.length) % 2;
      const sender = chat.members[side]!;
      const content = `Сообщение ${i}/${side}`;
      sentAt.set(content, performance.now());
      requests.push(
        fetch(`${url}/m/messages/${chat.id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', cookie: `${sender.cookie}; XSRF-TOKEN=${sender.xsrf}`, 'x-xsrf-token': sender.xsrf },
          body: JSON.stringify({ content }),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            if (!response.ok) failed++;
          },
          () => void failed++,
        ),
      );
    }
    await Promise.all(requests);
    // What is still on its way gets a few seconds to arrive; anything later counts as lost.
    const deadline = performance.now() + 5_000;
    while (latencies.length < total - failed && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      clients: sockets.length,
      chats: fixture.chats.length,
      ratePerSecond,
      seconds,
      sent: total,
      delivered: latencies.length,
      failed,
      p50Ms: tenths(percentile(sorted, 0.5)),
      p99Ms: tenths(percentile(sorted, 0.99)),
      maxMs: tenths(sorted.at(-1) ?? 0),
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}
