// Every socket costs memory and a file descriptor whatever it sends, and time limits only bound how
// long each lives: one address opening thousands at once would starve everyone else.
import type { Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { Server as SocketServer } from 'socket.io';

// Far above a browser (6 HTTP/1.1 connections per host, a websocket per tab) or a carrier's NAT, far
// below the process's file-descriptor limit.
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

// A trusted proxy carries many clients on its sockets, so its sockets are not counted: the cap in front
// of the proxy is the proxy's job, and the websocket cap still sees each client.
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
