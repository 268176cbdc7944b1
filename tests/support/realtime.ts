/** Real-time channels in tests: a socket subscribed to a channel, and the next push it receives. */
import { io as connect, type Socket } from 'socket.io-client';
import type { RealtimeEnvelope } from '../../src/shared/realtime.ts';

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
export function nextPush<T = unknown>(socket: Socket): Promise<RealtimeEnvelope<T>> {
  return new Promise((resolve) => socket.once('event', resolve));
}
