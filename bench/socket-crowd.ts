/**
 * A crowd of guests' sockets in a process of its own, forked by the cluster bench: it opens
 * `count` websockets to one realtime process, each from an address of its own, joins each to the
 * public new-posts channel, and notes when each hears a push. Several crowds share the load
 * generator's work over the cores, so the time a push takes to reach everyone is the server's,
 * not one client process's queue.
 *
 * Messages: the parent sends {count, url, offset}; the crowd answers {connected}. It answers
 * {heard: [first, last, count]} (epoch ms) once every socket heard a push, and then closes.
 */
import { io, type Socket } from 'socket.io-client';
import { channels, type SubscribeAck } from '../src/shared/realtime.ts';

/** Sockets opened at once: a crowd arriving, not every handshake on one tick. */
const CONNECT_BATCH = 100;

export interface CrowdOrder {
  count: number;
  url: string;
  /** Where this crowd's addresses start, so crowds never share one. */
  offset: number;
}

export type CrowdReport = { connected: number } | { heard: [number, number, number] };

function address(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

async function join(url: string, index: number): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { 'x-forwarded-for': address(index) } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ack = (await socket.emitWithAck('subscribe', { channel: channels.newFeedPosts() })) as SubscribeAck;
  if (!ack.ok) throw new Error(`subscribe refused: ${ack.error}`);
  return socket;
}

async function gather({ count, url, offset }: CrowdOrder) {
  const sockets: Socket[] = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, i) => join(url, offset + start + i));
    sockets.push(...(await Promise.all(batch)));
  }
  const times: number[] = [];
  for (const socket of sockets) {
    socket.once('event', () => {
      times.push(Date.now());
      if (times.length < sockets.length) return;
      process.send!({ heard: [Math.min(...times), Math.max(...times), times.length] } satisfies CrowdReport);
      for (const each of sockets) each.disconnect();
    });
  }
  process.send!({ connected: sockets.length } satisfies CrowdReport);
}

process.once('message', (order: CrowdOrder) => {
  gather(order).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
