import type { FastifyBaseLogger } from 'fastify';
import { within } from '../../lib/within.ts';

/** Prometheus waits 10 s for a scrape by default: a slow reading leaves it time to answer the rest. */
export const READING_TIMEOUT_MS = 2_000;

/**
 * A value read from the database when Prometheus scrapes. Every gauge filled from it joins the
 * reading under way instead of starting its own, and so does the next scrape while it lasts: a slow
 * database holds one connection for it, not one more per scrape. A reading that fails or is late
 * gives null (logged at debug) and the scrape goes on without those samples: an absent sample reads
 * as "unknown", where a 0 would read as "all clear".
 */
export class ScrapeReading<T> {
  private underWay: Promise<T> | null = null;

  constructor(
    private readonly name: string,
    private readonly read: () => Promise<T>,
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs = READING_TIMEOUT_MS,
  ) {}

  async value(): Promise<T | null> {
    this.underWay ??= this.read().finally(() => (this.underWay = null));
    try {
      return await within(this.underWay, this.timeoutMs);
    } catch (err) {
      this.log.debug({ err }, `metrics: ${this.name} left out of this scrape`);
      return null;
    }
  }
}
