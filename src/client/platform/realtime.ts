/**
 * One socket per tab, opened on first use after mount, never during SSR, at the browser's first idle
 * moment: its library is fetched and the connection made after the page has hydrated, so a first
 * visit does not wait for it. A channel is joined once however many components listen, and joined
 * again after a reconnect.
 */
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import type { PushArgs, PushName, RealtimeEnvelope, SubscribeAck } from '../../shared/realtime.ts';
import { checkAccount } from './offline/account-check.ts';

export type RealtimeHandler = (...push: PushArgs) => void;

let socket: Socket | null = null;
let opening: Promise<Socket> | null = null;
const listeners = new Map<string, Set<RealtimeHandler>>();

function join(channel: string) {
  socket?.emit('subscribe', { channel }, (ack: SubscribeAck) => {
    if (!ack.ok) console.warn(`Real-time channel ${channel} refused: ${ack.error}`);
  });
}

/** Browsers without idle callbacks (Safari) take the next task instead. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });
}

/** Joins every channel listened to so far once connected, so a listener added while it opens is not missed. */
function open(): Promise<Socket> {
  opening ??= idle().then(async () => {
    const { io } = await import('socket.io-client');
    socket = io({ path: '/socket.io', transports: ['websocket', 'polling'] });
    socket.on('connect', () => {
      for (const channel of listeners.keys()) join(channel);
    });
    // The server closes a socket when the session it was opened with ends, or when its process
    // stops; the client does not come back by itself then. Come back as whoever the cookie now says,
    // and have the pages kept for reading offline follow.
    socket.on('disconnect', (reason) => {
      if (reason !== 'io server disconnect') return;
      socket?.connect();
      checkAccount();
    });
    socket.on('event', (push: RealtimeEnvelope) => {
      // The envelope's event names what its data is; the handlers take them as that pair.
      const args = [push.event, push.data] as PushArgs;
      for (const handler of listeners.get(push.channel) ?? []) handler(...args);
    });
    return socket;
  });
  return opening;
}

export function listen(channel: string, handler: RealtimeHandler): () => void {
  let handlers = listeners.get(channel);
  if (!handlers) {
    handlers = new Set();
    listeners.set(channel, handlers);
    if (socket?.connected) join(channel);
  }
  handlers.add(handler);
  void open();
  return () => {
    handlers.delete(handler);
    if (handlers.size === 0) {
      listeners.delete(channel);
      socket?.emit('unsubscribe', { channel });
    }
  };
}

/** Dropped when not connected: a late "typing" is worse than none. */
export function whisper(channel: string, event: PushName) {
  if (socket?.connected && listeners.has(channel)) socket.emit('whisper', { channel, event });
}

/** A socket speaks for the cookie it was opened with: reconnect on account change so private channels re-authorize. */
export function useRealtimeAccount(userId: number | null) {
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    if (!socket) return;
    socket.disconnect();
    socket.connect();
  }, [userId]);
}
