// Redis is optional at run time: clients reconnect for ever and the site runs degraded meanwhile.
// The outage is logged once when it starts and once when it ends, not per retry or request.
import fp from 'fastify-plugin';
import { Redis, type RedisOptions } from 'ioredis';

export type RedisState = 'ok' | 'down' | 'off';

export interface RedisConnections {
  open(options?: RedisOptions): Redis | null;
  state(): RedisState;
}

declare module 'fastify' {
  interface FastifyInstance {
    redis: RedisConnections;
  }
}

export default fp<{ url: string | null }>(
  async (app, { url }) => {
    const clients: Redis[] = [];
    let degraded = false;
    const allReady = () => clients.every((client) => client.status === 'ready');

    const noteDown = (err?: Error) => {
      if (degraded) return;
      degraded = true;
      app.log.warn({ err }, 'Redis unreachable: running degraded (rate limits fail open, real-time stays in this process) until it returns');
    };
    const noteReady = () => {
      if (!degraded || !allReady()) return;
      degraded = false;
      app.log.info('Redis is back: leaving degraded mode');
    };

    app.decorate<RedisConnections>('redis', {
      open(options = {}) {
        if (!url) return null;
        const client = new Redis(url, options);
        client.on('error', noteDown);
        client.on('close', () => noteDown());
        client.on('ready', noteReady);
        clients.push(client);
        return client;
      },
      state() {
        if (!url) return 'off';
        return allReady() ? 'ok' : 'down';
      },
    });

    app.addHook('onClose', async () => {
      // Closing on purpose is not an outage.
      degraded = true;
      // A client still trying to connect would hold QUIT in its queue: drop it instead.
      await Promise.all(clients.map((client) => (client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect())));
    });
  },
  { name: 'redis' },
);
