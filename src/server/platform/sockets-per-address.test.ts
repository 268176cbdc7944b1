import { once } from 'node:events';
import { connect as connectTcp, type Socket as TcpSocket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { io as connectRealtime, type Socket as RealtimeSocket } from 'socket.io-client';
import { buildTestApp } from '../../../tests/support/app.ts';

const opened: Array<TcpSocket | RealtimeSocket> = [];
let app: FastifyInstance;

afterEach(async () => {
  for (const socket of opened.splice(0)) {
    if ('disconnect' in socket) socket.disconnect();
    else socket.destroy();
  }
  await app.close();
});

async function listeningApp(options: Parameters<typeof buildTestApp>[0]): Promise<string> {
  app = await buildTestApp(options);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** The server's side of each connection, in the order accepted; its close comes after the cap released it. */
function serverSockets(): TcpSocket[] {
  const sockets: TcpSocket[] = [];
  app.server.on('connection', (socket: TcpSocket) => sockets.push(socket));
  return sockets;
}

/** A keep-alive connection that got an answer: the server has counted it. Rejects when the server drops it unanswered. */
function answeredConnection(port: number): Promise<TcpSocket> {
  const socket = connectTcp(port, '127.0.0.1');
  opened.push(socket);
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  return new Promise((resolve, reject) => {
    socket.once('data', (data) => (String(data).startsWith('HTTP/1.1 200') ? resolve(socket) : reject(new Error(String(data)))));
    socket.once('close', () => reject(new Error('closed without an answer')));
    socket.once('error', reject);
  });
}

function realtimeClient(url: string, forwardedFor: string): Promise<RealtimeSocket> {
  const socket = connectRealtime(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { 'x-forwarded-for': forwardedFor }, reconnection: false });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('sockets per address', () => {
  it('drops an HTTP connection beyond the cap for one address and admits one again when a socket closes', async () => {
    const url = await listeningApp({ config: { trustProxy: false }, socketsPerAddress: 3 });
    const port = Number(new URL(url).port);
    const accepted = serverSockets();
    const first = await answeredConnection(port);
    await answeredConnection(port);
    await answeredConnection(port);

    await expect(answeredConnection(port)).rejects.toThrow('closed without an answer');

    const closed = once(accepted[0]!, 'close');
    first.destroy();
    await closed;
    await expect(answeredConnection(port)).resolves.toBeDefined();
  });

  it('counts websockets by the client address a trusted proxy forwards, not by the proxy', async () => {
    // Loopback is the trusted proxy by default: its HTTP sockets are not capped, each forwarded client is.
    const url = await listeningApp({ socketsPerAddress: 2 });
    const first = await realtimeClient(url, '203.0.113.7');
    await realtimeClient(url, '203.0.113.7');

    await expect(realtimeClient(url, '203.0.113.7')).rejects.toThrow('too many connections from this address');
    await expect(realtimeClient(url, '203.0.113.8')).resolves.toBeDefined();

    const [serverSide] = await app.realtime.io.in(first.id!).fetchSockets();
    const released = once((serverSide as unknown as { conn: TcpSocket }).conn, 'close');
    first.disconnect();
    await released;
    await expect(realtimeClient(url, '203.0.113.7')).resolves.toBeDefined();
  });
});
