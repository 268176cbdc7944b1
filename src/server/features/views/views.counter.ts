// A timer, not a queued job: the buffer lives in this process's memory, and a job could run in another process. Tests
// set no timer and call flush(). Closing the app flushes what is left.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { channels, pushes } from '../../../shared/realtime.ts';
import type { ViewSource } from '../../../shared/api/views.ts';
import { depthTally, sourceTally, viewTally, type Counted, type Tally, type ViewKind } from './views.buffer.ts';
import { deleteMarksBefore, writeDepths, writeSources, writeViews } from './views.flush.ts';
import { daysBefore, siteDay, visitorKey } from './views.visitor.ts';

const FLUSH_CHUNK = 5_000;

export interface ViewCounter {
  record(request: FastifyRequest, kind: ViewKind, postIds: readonly number[]): Promise<void>;
  /** How far readers got and where they came from: nothing that names the reader. */
  recordReading(reading: Reading): Promise<void>;
  /** Writes everything buffered so far; resolves when it is written (or put back after a failure). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    views: ViewCounter;
  }
}

export interface Reading {
  depths: ReadonlyArray<{ post: number; depth: number }>;
  sources: ReadonlyArray<{ post: number; kind: ViewSource; domain?: string }>;
}

export interface ViewCounterOptions {
  /** Milliseconds between flushes; 0 = no timer. */
  flushMs: number;
  /** Distinct entries buffered at most (about 150 bytes each); a flush starts early at half. */
  capacity?: number;
}

export default fp<ViewCounterOptions>(
  async (app, { flushMs, capacity = 100_000 }) => {
    const views = viewTally(capacity);
    const depths = depthTally(capacity);
    const sources = sourceTally(capacity);
    const sizes = () => [views.size, depths.size, sources.size];
    const today = async () => siteDay((await app.site.settings.get()).timeZone);
    const keep = (kept: boolean) => {
      if (!kept) app.log.warn('views buffer full; reports dropped until the next flush');
      if (sizes().some((size) => size >= capacity / 2)) void counter.flush();
    };
    let running: Promise<void> = Promise.resolve();
    /** A flush is waiting for the one before it: later calls join it rather than queue more. */
    let queued = false;
    let prunedBefore = '';

    /**
     * In chunks: the embedded database runs one statement at a time, and 5,000 entries take about 60–100 ms there,
     * which every other statement would wait out. What fails goes back to its tally for the next flush.
     */
    async function writeChunks<T extends object>(tally: Tally<T>, write: (chunk: Array<Counted<T>>) => Promise<void>): Promise<void> {
      const entries = tally.take();
      let written = 0;
      try {
        for (; written < entries.length; written += FLUSH_CHUNK) await write(entries.slice(written, written + FLUSH_CHUNK));
      } catch (err) {
        tally.restore(entries.slice(written));
        app.log.warn({ err, entries: entries.length - written }, 'views not written; they go with the next flush');
      }
    }

    async function flushOnce(): Promise<void> {
      try {
        const yesterday = daysBefore(await today(), 1);
        if (prunedBefore !== yesterday) {
          await deleteMarksBefore(app.db, yesterday);
          prunedBefore = yesterday;
        }
      } catch (err) {
        app.log.warn({ err }, 'old view marks not deleted; the next flush tries again');
      }
      await writeChunks(views, async (chunk) => {
        for (const { id, ...counts } of await writeViews(app.db, chunk)) {
          app.realtime.publish(channels.postViews(id), pushes.postViews, counts);
        }
      });
      await writeChunks(depths, (chunk) => writeDepths(app.db, chunk));
      await writeChunks(sources, (chunk) => writeSources(app.db, chunk));
    }

    const counter: ViewCounter = {
      async record(request, kind, postIds) {
        const day = await today();
        const visitor = visitorKey(app.config.sessionSecret, day, request);
        keep(views.add(postIds.map((postId) => ({ day, kind, postId, visitor }))));
      },
      async recordReading(reading) {
        const day = await today();
        const keptDepths = depths.add(reading.depths.map(({ post, depth }) => ({ day, postId: post, depth })));
        const keptSources = sources.add(reading.sources.map(({ post, kind, domain }) => ({ day, postId: post, kind, domain: kind === 'external' ? (domain ?? '') : '' })));
        keep(keptDepths && keptSources);
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
