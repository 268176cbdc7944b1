/**
 * A cap on the sockets one client address holds open, for HTTP and for the websocket. Every
 * socket costs memory and a file descriptor whatever it sends, and the time limits only bound
 * how long each one lives: one address opening thousands at once would starve everyone else.
 */
import type { Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { Server as SocketServer } from 'socket.io';

/**
 * Far above what a browser holds (6 HTTP/1.1 connections per host, one websocket per tab) and
 * above a large office or a mobile carrier's NAT sharing one address, yet far below the
 * process's file-descriptor limit, so one address can never take it all.
 */
export const MAX_SOCKETS_PER_ADDRESS = 256;

type TrustProxy = boolean | string;
type Trusts = (address: string, hop: number) => boolean;

/** The peers Fastify believes about X-Forwarded-For, the same way it decides request.ip. */
function trustFunction(trustProxy: TrustProxy): Trusts {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  return proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()));
}

class AddressCounts {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts one more socket for the address; false (and nothing counted) when it already holds the maximum. */
  take(address: string): boolean {
    const count = this.counts.get(address) ?? 0;
    if (count >= this.max) return false;
    this.counts.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = (this.counts.get(address) ?? 1) - 1;
    if (count > 0) this.counts.set(address, count);
    else this.counts.delete(address);
  }
}

/**
 * HTTP: a connection is counted by its peer's address before any byte is read. A trusted
 * proxy carries many clients on its sockets, so its sockets are not counted here; the cap in
 * front of the proxy is the proxy's job, and the websocket cap below still sees each client.
 */
function limitHttpSockets(server: HttpServer, trusts: Trusts, max: number): void {
  const counts = new AddressCounts(max);
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || trusts(address, 0)) return;
    if (!counts.take(address)) {
      socket.destroy();
      return;
    }
    socket.once('close', () => counts.release(address));
  });
}

/** Websocket: counted by the client address Fastify would give the handshake (X-Forwarded-For from a trusted proxy). */
function limitRealtimeSockets(io: SocketServer, trusts: Trusts, max: number): void {
  const counts = new AddressCounts(max);
  io.use((socket, next) => {
    const address = proxyAddr(socket.request, trusts);
    if (!counts.take(address)) {
      next(new Error('too many connections from this address'));
      return;
    }
    // The transport's close, not the socket's disconnect: it also comes when the client leaves before the handshake ends.
    socket.conn.once('close', () => counts.release(address));
    next();
  });
}

export function limitSocketsPerAddress(server: HttpServer, io: SocketServer, trustProxy: TrustProxy, max = MAX_SOCKETS_PER_ADDRESS): void {
  const trusts = trustFunction(trustProxy);
  limitHttpSockets(server, trusts, max);
  limitRealtimeSockets(io, trusts, max);
}
