import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { READING_TIMEOUT_MS, ScrapeReading } from './scrape-reading.ts';

const log = () => ({ debug: vi.fn() }) as unknown as FastifyBaseLogger & { debug: ReturnType<typeof vi.fn> };

afterEach(() => {
  vi.useRealTimers();
});

describe('a scrape-time reading', () => {
  it('is shared by whoever asks while it runs, and read afresh after', async () => {
    let reads = 0;
    const reading = new ScrapeReading('test', async () => ++reads, log());
    expect(await Promise.all([reading.value(), reading.value()])).toEqual([1, 1]);
    expect(await reading.value()).toBe(2);
  });

  it('gives null for a failed reading, logged at debug', async () => {
    const logger = log();
    const reading = new ScrapeReading('test', () => Promise.reject(new Error('gone')), logger);
    expect(await reading.value()).toBeNull();
    expect(logger.debug).toHaveBeenCalledWith({ err: new Error('gone') }, 'metrics: test left out of this scrape');
  });

  it('gives null once its time is up, and the next scrape joins the reading still under way', async () => {
    vi.useFakeTimers();
    let finish!: (value: number) => void;
    const read = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const reading = new ScrapeReading('test', read, log());
    const late = reading.value();
    await vi.advanceTimersByTimeAsync(READING_TIMEOUT_MS);
    expect(await late).toBeNull();

    const next = reading.value();
    finish(7);
    expect(await next).toBe(7);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
