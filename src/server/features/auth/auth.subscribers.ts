/** What follows an ended session: the sockets it opened stop hearing its private channels. */
import type { FastifyInstance } from 'fastify';

export function authSubscribers(app: FastifyInstance) {
  app.events.subscribe('sessions.ended', 'realtime.close-sockets', ({ tokenHashes }) => app.realtime.closeSessions(tokenHashes));
}
