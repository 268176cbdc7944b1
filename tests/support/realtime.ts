/** Real-time channels in tests: a socket subscribed to a channel, the pushes it receives, and proof that none is still on the way. */
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { channels, type RealtimeEnvelope } from '../../src/shared/realtime.ts';

/** A socket that has connected (or refused: the promise rejects with the server's reason). */
export async function openSocket(baseUrl: string, headers: Record<string, string> = {}): Promise<Socket> {
  const socket = connect(baseUrl, { path: '/socket.io', transports: ['websocket'], extraHeaders: headers, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

export async function subscribed(baseUrl: string, channel: string): Promise<Socket> {
  const socket = await openSocket(baseUrl);
  await socket.emitWithAck('subscribe', { channel });
  return socket;
}

/** Resolves with the socket's next push; the test's own timeout bounds the wait. */
export function nextPush(socket: Socket): Promise<RealtimeEnvelope> {
  return new Promise((resolve) => socket.once('event', resolve));
}

const MARKER_EVENT = 'test-marker';

/**
 * Resolves once everything published so far has reached the socket: one process delivers a
 * socket's pushes in order, so when a marker published now arrives, nothing sent before it is
 * still on the way. Lets a test assert that a push never came without waiting on a clock.
 */
export async function deliveredSoFar(app: FastifyInstance, socket: Socket): Promise<void> {
  const channel = channels.newFeedPosts();
  await socket.emitWithAck('subscribe', { channel });
  const arrived = new Promise<void>((resolve) => {
    const onEvent = (envelope: { event: string }) => {
      if (envelope.event !== MARKER_EVENT) return;
      socket.off('event', onEvent);
      resolve();
    };
    socket.on('event', onEvent);
  });
  // Not a push the app knows, so sent past the typed publish, on the same wire.
  app.realtime.io.to(channel).emit('event', { channel, event: MARKER_EVENT, data: {} });
  await arrived;
}

/** Every push the socket receives from now on, in order, markers left out. */
export function pushesOn(socket: Socket): RealtimeEnvelope[] {
  const got: RealtimeEnvelope[] = [];
  socket.on('event', (envelope: RealtimeEnvelope | { event: typeof MARKER_EVENT }) => {
    if (envelope.event !== MARKER_EVENT) got.push(envelope);
  });
  return got;
}
