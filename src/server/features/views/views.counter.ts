// A timer, not a queued job: the buffer lives in this process's memory, and a job could run in another process. Tests
// set no timer and call flush(). Closing the app flushes what is left.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { channels, pushes } from '../../../shared/realtime.ts';
import { ViewBuffer, type ViewKind } from './views.buffer.ts';
import { deleteMarksBefore, writeViews } from './views.flush.ts';
import { daysBefore, siteDay, visitorKey } from './views.visitor.ts';

const FLUSH_CHUNK = 5_000;

export interface ViewCounter {
  record(request: FastifyRequest, kind: ViewKind, postIds: readonly number[]): Promise<void>;
  /** Writes everything buffered so far; resolves when it is written (or put back after a failure). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    views: ViewCounter;
  }
}

export interface ViewCounterOptions {
  /** Milliseconds between flushes; 0 = no timer. */
  flushMs: number;
  /** Distinct entries buffered at most (about 150 bytes each); a flush starts early at half. */
  capacity?: number;
}

export default fp<ViewCounterOptions>(
  async (app, { flushMs, capacity = 100_000 }) => {
    const buffer = new ViewBuffer(capacity);
    let running: Promise<void> = Promise.resolve();
    /** A flush is waiting for the one before it: later calls join it rather than queue more. */
    let queued = false;
    let prunedBefore = '';

    async function flushOnce(): Promise<void> {
      const entries = buffer.take();
      let written = 0;
      try {
        const yesterday = daysBefore(siteDay((await app.site.settings.get()).timeZone), 1);
        if (prunedBefore !== yesterday) {
          await deleteMarksBefore(app.db, yesterday);
          prunedBefore = yesterday;
        }
        // In chunks: the embedded database runs one statement at a time, and 5,000 entries take
        // about 60–100 ms there, which every other statement would wait out.
        for (; written < entries.length; written += FLUSH_CHUNK) {
          for (const { id, ...counts } of await writeViews(app.db, entries.slice(written, written + FLUSH_CHUNK))) {
            app.realtime.publish(channels.postViews(id), pushes.postViews, counts);
          }
        }
      } catch (err) {
        buffer.restore(entries.slice(written));
        app.log.warn({ err, entries: entries.length - written }, 'views not written; they go with the next flush');
      }
    }

    const counter: ViewCounter = {
      async record(request, kind, postIds) {
        const day = siteDay((await app.site.settings.get()).timeZone);
        const kept = buffer.add(day, kind, postIds, visitorKey(app.config.sessionSecret, day, request));
        if (!kept) app.log.warn('views buffer full; reports dropped until the next flush');
        if (buffer.size >= capacity / 2) void counter.flush();
      },
      flush() {
        if (!queued) {
          queued = true;
          running = running.then(() => {
            queued = false;
            return flushOnce();
          });
        }
        return running;
      },
    };
    app.decorate('views', counter);

    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      if (flushMs > 0) {
        timer = setInterval(() => void counter.flush(), flushMs);
        timer.unref();
      }
    });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      await counter.flush();
    });
  },
  { name: 'views', dependencies: ['realtime'] },
);
