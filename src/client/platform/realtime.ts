/**
 * The browser side of the real-time protocol (src/shared/realtime.ts): one socket per tab,
 * created on first use after mount (never during SSR), shared by every subscriber. Each
 * channel is joined once however many components listen, left when the last one goes, and
 * joined again after a reconnect.
 */
import { io, type Socket } from 'socket.io-client';
import type { RealtimeEnvelope, SubscribeAck } from '../../shared/realtime.ts';

export type RealtimeHandler = (event: string, data: unknown) => void;

let socket: Socket | null = null;
const listeners = new Map<string, Set<RealtimeHandler>>();

function join(channel: string) {
  socket?.emit('subscribe', { channel }, (ack: SubscribeAck) => {
    if (!ack.ok) console.warn(`Real-time channel ${channel} refused: ${ack.error}`);
  });
}

function connection(): Socket {
  if (!socket) {
    socket = io({ path: '/socket.io', transports: ['websocket', 'polling'] });
    socket.on('connect', () => {
      for (const channel of listeners.keys()) join(channel);
    });
    socket.on('event', ({ channel, event, data }: RealtimeEnvelope) => {
      for (const handler of listeners.get(channel) ?? []) handler(event, data);
    });
  }
  return socket;
}

/** Starts listening to a channel; returns the function that stops. */
export function listen(channel: string, handler: RealtimeHandler): () => void {
  const socket = connection();
  let handlers = listeners.get(channel);
  if (!handlers) {
    handlers = new Set();
    listeners.set(channel, handlers);
    if (socket.connected) join(channel);
  }
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
    if (handlers.size === 0) {
      listeners.delete(channel);
      socket.emit('unsubscribe', { channel });
    }
  };
}

/**
 * A short-lived signal to the other members of a joined private channel (typing). Dropped
 * when the socket is not connected: a late "typing" is worse than none.
 */
export function whisper(channel: string, event: string) {
  if (socket?.connected && listeners.has(channel)) socket.emit('whisper', { channel, event });
}

/** After sign-in or sign-out the session cookie changed: reconnect so private channels re-authorize. */
export function reconnectRealtime() {
  if (!socket) return;
  socket.disconnect();
  socket.connect();
}
