/** Real-time channels in tests: a socket subscribed to a channel, and the next push it receives. */
import { io as connect, type Socket } from 'socket.io-client';
import type { RealtimeEnvelope } from '../../src/shared/realtime.ts';

export async function subscribed(baseUrl: string, channel: string): Promise<Socket> {
  const socket = connect(baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await socket.emitWithAck('subscribe', { channel });
  return socket;
}

/** Resolves with the socket's next push; the test's own timeout bounds the wait. */
export function nextPush<T = unknown>(socket: Socket): Promise<RealtimeEnvelope<T>> {
  return new Promise((resolve) => socket.once('event', resolve));
}
