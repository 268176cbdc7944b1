// Private channels are authorized from the session cookie at every subscribe. Each socket also sits
// in a room named after its session, so ending the session closes it in every process.
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { hashToken, resolveSession, SESSION_COOKIE, type AuthUser } from '../kernel/sessions.ts';
import {
  CHANNEL_RULES,
  envelope,
  MAX_CHANNEL_LENGTH,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  type PushName,
  type Pushes,
  type RealtimeEnvelope,
  type SubscribeAck,
  type WhisperRequest,
} from '../../shared/realtime.ts';

export type ChannelAuthorizer = (user: AuthUser, match: RegExpMatchArray) => boolean | Promise<boolean>;

export interface Realtime {
  publish<E extends PushName>(channel: string, event: E, data: Pushes[E]): void;
  authorize(prefix: string, authorizer: ChannelAuthorizer): void;
  /** The payload is made from the sender's account, so a client cannot speak for someone else. */
  whisper<E extends PushName>(prefix: string, event: E, everyMs: number, payload: (user: AuthUser) => Pushes[E]): void;
  closeSessions(tokenHashes: string[]): void;
  io: Server;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

interface SocketData {
  /** The account whose session cookie the socket connected with. */
  member?: AuthUser | null;
  user?: AuthUser;
  whispered?: Map<string, number>;
}

/** Who connected, known before the client hears it is connected. */
export const connectedMember = (socket: Socket): AuthUser | null => (socket.data as SocketData).member ?? null;

export interface RealtimePluginOptions {
  db: Db;
  appUrl: string;
  /** Sites sharing one Redis must each have their own. */
  redisKey?: string;
  /** Off in a process without the realtime role: it still publishes, through Redis, to the processes that hold sockets. */
  serveSockets: boolean;
}

// Against cross-site WebSocket hijacking: browsers always send Origin, so a foreign one is refused;
// without Origin it is a program, not a page, and it brings only its own cookies.
export function originAllowed(origin: string | undefined, appUrl: string): boolean {
  return origin === undefined || origin === new URL(appUrl).origin;
}

/** Not a channel name (no rule matches it), so a client can neither join nor leave it. */
const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;

const isChannel = (name: unknown): name is string => typeof name === 'string' && CHANNEL_RULES.some((rule) => rule.pattern.test(name));

export default fp<RealtimePluginOptions>(
  async (app, { db, appUrl, redisKey, serveSockets }) => {
    const options = {
      path: '/socket.io',
      serveClient: false,
      maxHttpBufferSize: 16 * 1024,
      allowRequest: (request, decide) => decide(null, originAllowed(request.headers.origin, appUrl)),
    } satisfies Partial<ServerOptions>;
    const io = serveSockets ? new Server(app.server, options) : new Server(options);
    // Unheard, an upgrade request would hang until the client gives up: a misrouted socket is refused at once.
    if (!serveSockets) app.server.on('upgrade', (_request, socket: Duplex) => socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n'));
    const authorizers = new Map<string, ChannelAuthorizer>();
    const whispers = new Map<string, { everyMs: number; envelope: (channel: string, user: AuthUser) => RealtimeEnvelope }>();
    authorizers.set('user.', (user, match) => user.id === Number(match[1]));

    useRedisWhenReady(app, io, redisKey);

    const sessionToken = (socket: Socket): string | undefined => app.parseCookie(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
    const sessionUser = async (socket: Socket): Promise<AuthUser | null> => {
      const token = sessionToken(socket);
      return token ? resolveSession(db, token) : null;
    };

    const subscribe = async (socket: Socket, channel: unknown): Promise<SubscribeAck> => {
      if (typeof channel !== 'string' || channel.length > MAX_CHANNEL_LENGTH) return { ok: false, error: 'invalid_channel' };
      const rule = CHANNEL_RULES.find((r) => r.pattern.test(channel));
      if (!rule) return { ok: false, error: 'invalid_channel' };
      if ([...socket.rooms].filter(isChannel).length >= MAX_SUBSCRIPTIONS_PER_SOCKET) return { ok: false, error: 'too_many_subscriptions' };
      if (rule.access === 'private') {
        // Checked on every subscribe, not once per connection, so a revoked session stops here.
        const user = await sessionUser(socket);
        if (!user) return { ok: false, error: 'unauthorized' };
        const authorizer = [...authorizers].find(([prefix]) => channel.startsWith(prefix))?.[1];
        const match = channel.match(rule.pattern)!;
        if (!authorizer || !(await authorizer(user, match))) return { ok: false, error: 'forbidden' };
        (socket.data as SocketData).user = user;
      }
      await socket.join(channel);
      return { ok: true };
    };

    // Resolved before the connection is accepted, so what counts connections (presence) knows
    // who connected by the time the client does. A database error leaves the socket a guest's.
    io.use((socket, next) => {
      sessionUser(socket).then(
        (member) => {
          (socket.data as SocketData).member = member;
          next();
        },
        () => next(),
      );
    });

    io.on('connection', (socket) => {
      const token = sessionToken(socket);
      if (token) void socket.join(sessionRoom(hashToken(token)));
      socket.on('subscribe', (payload: unknown, ack: unknown) => {
        const reply = typeof ack === 'function' ? (ack as (a: SubscribeAck) => void) : () => {};
        subscribe(socket, (payload as { channel?: unknown } | null)?.channel)
          .then(reply)
          .catch((err) => {
            app.log.error({ err }, 'realtime subscribe failed');
            reply({ ok: false, error: 'forbidden' });
          });
      });
      socket.on('whisper', (payload: unknown) => {
        const { channel, event } = (payload ?? {}) as Partial<WhisperRequest>;
        const user = (socket.data as SocketData).user;
        if (typeof channel !== 'string' || typeof event !== 'string' || !user || !socket.rooms.has(channel)) return;
        const rule = [...whispers].find(([key]) => key === `${event}@` + channel.slice(0, channel.indexOf('.') + 1))?.[1];
        if (!rule) return;
        const sent = ((socket.data as SocketData).whispered ??= new Map());
        const now = Date.now();
        if (now - (sent.get(channel) ?? 0) < rule.everyMs) return;
        sent.set(channel, now);
        socket.to(channel).emit('event', rule.envelope(channel, user));
      });
      socket.on('unsubscribe', async (payload: unknown, ack: unknown) => {
        const channel = (payload as { channel?: unknown } | null)?.channel;
        if (isChannel(channel)) await socket.leave(channel);
        if (typeof ack === 'function') (ack as (a: SubscribeAck) => void)({ ok: true });
      });
    });

    app.decorate<Realtime>('realtime', {
      io,
      publish(channel, event, data) {
        io.to(channel).emit('event', envelope(channel, event, data));
      },
      authorize(prefix, authorizer) {
        authorizers.set(prefix, authorizer);
      },
      whisper(prefix, event, everyMs, payload) {
        whispers.set(`${event}@${prefix}`, { everyMs, envelope: (channel, user) => envelope(channel, event, payload(user)) });
      },
      closeSessions(tokenHashes) {
        io.in(tokenHashes.map(sessionRoom)).disconnectSockets(true);
      },
    });

    // Open websockets would keep the HTTP server from closing: drop them first.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      // A server never attached has no engine to close, only its adapter's subscriptions.
      if (serveSockets) await new Promise<void>((resolve) => io.close(() => resolve()));
      else await io.of('/').adapter.close();
    });
  },
  { name: 'realtime', dependencies: ['@fastify/cookie', 'redis'] },
);

// The adapter publishes without awaiting the answer: a publish refused during an outage must be
// caught here, or the unhandled rejection ends the process. With no offline queue, other processes
// miss what was said during an outage rather than get it late.
function useRedisWhenReady(app: FastifyInstance, io: Server, key: string | undefined) {
  const pub = app.redis.open({ enableOfflineQueue: false });
  const sub = app.redis.open();
  if (!pub || !sub) return;
  const publish = pub.publish.bind(pub);
  pub.publish = ((channel: string, message: string) =>
    publish(channel, message).catch((err: Error) => {
      app.log.debug({ err }, 'real-time publish to other processes skipped');
      return 0;
    })) as typeof pub.publish;

  let readyCount = 0;
  const onReady = () => {
    if (++readyCount < 2) return;
    // A new adapter starts with no rooms: the sockets joined so far keep theirs.
    const rooms = new Map(io.of('/').adapter.sids);
    io.adapter(createAdapter(pub, sub, key === undefined ? {} : { key }));
    for (const [id, joined] of rooms) io.of('/').adapter.addAll(id, new Set(joined));
  };
  pub.once('ready', onReady);
  sub.once('ready', onReady);
}
