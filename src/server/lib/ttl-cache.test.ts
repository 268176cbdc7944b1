import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache.ts';

afterEach(() => vi.useRealTimers());

describe('ttlCache', () => {
  it('shares one load, serves an expired value while it reloads, then the new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let loads = 0;
    const cache = ttlCache(1000, async () => ++loads);
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    vi.setSystemTime(Date.now() + 1001);
    expect(await cache.get()).toBe(1);
    await vi.waitFor(async () => expect(await cache.get()).toBe(2));
    expect(loads).toBe(2);
  });

  it('loads afresh after invalidate, and a reload begun before it cannot bring the old value back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let source = 'old';
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let slow = false;
    const cache = ttlCache(1000, async () => {
      const read = source;
      if (slow) await gate;
      return read;
    });
    expect(await cache.get()).toBe('old');
    vi.setSystemTime(Date.now() + 1001);
    slow = true;
    expect(await cache.get()).toBe('old');
    source = 'new';
    slow = false;
    cache.invalidate();
    expect(await cache.get()).toBe('new');
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get()).toBe('new');
  });

  it('keeps the last value when a reload fails, and does not cache a first failure', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let fail = true;
    const cache = ttlCache(1000, async () => {
      if (fail) throw new Error('away');
      return 'ok';
    });
    await expect(cache.get()).rejects.toThrow('away');
    fail = false;
    expect(await cache.get()).toBe('ok');
    fail = true;
    vi.setSystemTime(Date.now() + 1001);
    expect(await cache.get()).toBe('ok');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get()).toBe('ok');
  });

  it('reloads outside the async context of the request that found the value expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const request = new AsyncLocalStorage<string>();
    const seen: Array<string | undefined> = [];
    const cache = ttlCache(1000, async () => {
      seen.push(request.getStore());
      return seen.length;
    });
    await cache.get();
    vi.setSystemTime(Date.now() + 1001);
    await request.run('a request', () => cache.get());
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toBeUndefined();
  });
});
