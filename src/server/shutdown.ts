/**
 * Stopping without resets. First the process says it is leaving: `/readyz` answers 503
 * while requests are still accepted and served, for as long as the operator gives a load
 * balancer to notice (SHUTDOWN_DELAY_SECONDS); a connection the kernel queued after the
 * listener closed would be reset, so the balancer must stop sending before that. Node's
 * `server.close()` also destroys every keep-alive socket that is idle at that instant, and a
 * client may be sending its next request on one right then: that request meets a reset. So
 * the listener stops accepting first, every answer from then on carries `Connection: close`
 * (the client drops that socket itself after reading it), and only sockets that stayed
 * silent through a grace period are closed. Then the app closes as usual: the websocket,
 * jobs, events, and last the database.
 */
import net, { type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How long a keep-alive socket may stay silent after the stop before it is closed anyway. */
export const IDLE_GRACE_MS = 1000;

export interface HttpDrain {
  /** True once draining has begun: readiness answers 503 from then on. */
  readonly draining: boolean;
  /** Readiness turns 503; everything else is still accepted and served. */
  beginDraining(): void;
  /** Stops accepting, lets keep-alive clients leave on their next answer, closes the silent ones. */
  drain(idleGraceMs?: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The HTTP server's sockets, for stopping without resets (main.ts) and readiness. */
    connections: HttpDrain;
  }
}

/** Call before `listen` (buildApp does): the server keeps no public list of its sockets, so this one does. */
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
  // Requests already being answered when the stop comes: theirs must say `close` too, or the
  // client sends its next request on a socket the closing app answers with 503 or drops.
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
