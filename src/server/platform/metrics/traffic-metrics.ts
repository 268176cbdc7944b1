import { Counter, Gauge, type Registry } from '@prometheus-io/client';
import type { Server } from 'socket.io';
import type { PageCache } from '../page-cache/page-cache.plugin.ts';

/** Lookups in the page cache's two stores, counted as they happen. */
export function countPageCacheLookups(registry: Registry, pageCache: PageCache): void {
  const lookups = new Counter({
    name: 'pero_page_cache_requests_total',
    help: "Page cache lookups by store (answers: guests' whole answers; shared: data every reader shares) and result",
    labelNames: ['store', 'result'],
    registers: [registry],
  });
  pageCache.onLookup((store, hit) => lookups.inc({ store, result: hit ? 'hit' : 'miss' }));
}

export function reportSockets(registry: Registry, io: Server): void {
  new Gauge({
    name: 'pero_sockets_connected',
    help: 'Socket.IO connections open to this process',
    registers: [registry],
    collect() {
      // A Server never attached to the HTTP server (a process serving no sockets) has no engine.
      this.set(io.engine?.clientsCount ?? 0);
    },
  });
}
