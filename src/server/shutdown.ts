/**
 * Stopping without resets (docs/adr/0032-faults-outages-and-shutdown.md). Node's `server.close()`
 * destroys every keep-alive socket idle at that instant, while a client may be sending its next request
 * on one; so the listener stops accepting first, every answer then says `Connection: close`, and only
 * sockets silent through a grace period are closed.
 */
import net, { type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const IDLE_GRACE_MS = 1000;

export interface HttpDrain {
  readonly draining: boolean;
  beginDraining(): void;
  drain(idleGraceMs?: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    connections: HttpDrain;
  }
}

/** Call before `listen`: the server keeps no public list of its sockets. */
export function trackConnections(server: Server): HttpDrain {
  const open = new Set<Socket>();
  let allClosed: (() => void) | null = null;
  const forget = (socket: Socket) => {
    open.delete(socket);
    if (open.size === 0) allClosed?.();
  };
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => forget(socket));
  });
  // A websocket is no longer HTTP: the real-time layer closes it with the app.
  server.on('upgrade', (_request: IncomingMessage, socket: Socket) => forget(socket));
  // Requests already being answered must say `close` too, or their clients reuse a closing socket.
  const answering = new Set<ServerResponse>();
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    answering.add(response);
    response.once('close', () => answering.delete(response));
  });
  const closeAfterAnswer = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };

  let draining = false;
  return {
    get draining() {
      return draining;
    },
    beginDraining() {
      draining = true;
    },
    async drain(idleGraceMs = IDLE_GRACE_MS) {
      draining = true;
      server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => closeAfterAnswer(response));
      answering.forEach(closeAfterAnswer);
      // The net layer's close stops accepting and leaves open sockets alone (http's would not).
      net.Server.prototype.close.call(server);
      if (open.size > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, idleGraceMs);
          allClosed = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      // Sockets still answering are left to finish: the app's close waits for them.
      server.closeIdleConnections();
    },
  };
}
