/**
 * Stopping without resets. Node's `server.close()` also destroys every keep-alive socket
 * that is idle at that instant, and a client may be sending its next request on one right
 * then: that request meets a reset. So on a stop the listener stops accepting first, every
 * answer from then on carries `Connection: close` (the client drops that socket itself after
 * reading it), and only sockets that stayed silent through a grace period are closed. Then
 * the app closes as usual: the websocket, jobs, events, and last the database.
 */
import net, { type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How long a keep-alive socket may stay silent after the stop before it is closed anyway. */
export const IDLE_GRACE_MS = 1000;

export interface HttpDrain {
  /** Stops accepting, lets keep-alive clients leave on their next answer, closes the silent ones. */
  drain(idleGraceMs?: number): Promise<void>;
}

/** Call before `listen`: the server keeps no public list of its sockets, so this one does. */
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

  return {
    async drain(idleGraceMs = IDLE_GRACE_MS) {
      server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => response.setHeader('Connection', 'close'));
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
