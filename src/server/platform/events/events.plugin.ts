// Events are delivered on the outbox's NOTIFY; with background work on, a periodic sweep also picks up
// retries whose back-off has passed and notifications lost while disconnected.
import { AsyncResource } from 'node:async_hooks';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { EventDispatcher, type EventHandler } from './dispatcher.ts';
import { EVENTS_CHANNEL } from './outbox.ts';
import type { DomainEventType } from '../../../shared/events.ts';

export interface Events {
  subscribe<T extends DomainEventType>(type: T, name: string, handle: EventHandler<T>): void;
  dispatchDue(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: Events;
  }
}

export interface EventsPluginOptions {
  database: Database;
  /** Off in a process without the worker role: commands there record events, a worker delivers them. */
  deliver: boolean;
  /** 0 = no timer (tests drive delivery). */
  sweepMs: number;
}

export default fp<EventsPluginOptions>(
  async (app, { database, deliver, sweepMs }) => {
    const dispatcher = new EventDispatcher(database.db, app.log);
    let unlisten: (() => Promise<void>) | null = null;
    let sweep: NodeJS.Timeout | null = null;

    const dispatchDue = () => dispatcher.dispatchDue();
    const dispatchQuietly = () => void dispatchDue().catch((err) => app.log.warn({ err }, 'event delivery failed; it will be retried'));

    const events: Events = {
      subscribe: (type, name, handle) => dispatcher.subscribe(type, name, handle),
      dispatchDue,
      async start() {
        if (unlisten) return;
        // PGlite calls listeners inside whatever query is in flight: unbound, delivery would run in
        // that request's async context (its request-scoped state, its statement count).
        const onNotify = AsyncResource.bind(dispatchQuietly);
        unlisten = await database.listen(EVENTS_CHANNEL, onNotify, (err) => app.log.warn({ err }, 'event listener lost its connection'));
        if (sweepMs > 0) {
          sweep = setInterval(dispatchQuietly, sweepMs);
          sweep.unref();
        }
        dispatchQuietly();
      },
      async stop() {
        if (sweep) clearInterval(sweep);
        sweep = null;
        // At shutdown the database may already be gone; there is nothing left to stop then.
        await unlisten?.().catch(() => undefined);
        unlisten = null;
        await dispatchDue().catch(() => undefined);
      },
    };
    app.decorate('events', events);
    if (deliver) app.addHook('onReady', () => events.start());
    app.addHook('onClose', () => events.stop());
  },
  { name: 'events' },
);
