/**
 * Every page answer, a document or an Inertia page object, names whose it is, so the service worker
 * keeps one account's pages at a time (docs/adr/0068-installable-app-and-offline-reading.md). Set on
 * the way out, so the guest page cache's answers carry it too without keeping it.
 */
import fp from 'fastify-plugin';
import { ACCOUNT_HEADER, accountKey } from '../../../shared/web-app.ts';

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const page = reply.hasHeader('x-inertia') || String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (page) reply.header(ACCOUNT_HEADER, accountKey(request.user?.id ?? null));
      return payload;
    });
  },
  { name: 'account-marker', dependencies: ['session'] },
);
