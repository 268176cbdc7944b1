// The one limit that does not fit @fastify/rate-limit: it counts failures only, is checked without counting, and a success
// clears it. While Redis is away each process counts in its own memory, so sign-in stays guarded through the outage.
import type { Redis } from 'ioredis';

export interface FailureWindow {
  count: number;
  /** Time until the window ends; 0 when the key has no window. */
  resetInMs: number;
}

export interface FailureStore {
  add(key: string, windowMs: number): Promise<void>;
  peek(key: string): Promise<FailureWindow>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Forgotten windows are swept at most this often, so the map does not grow without bound. */
const SWEEP_INTERVAL_MS = 60_000;

export class MemoryFailureStore implements FailureStore {
  private windows = new Map<string, { count: number; endsAt: number }>();
  private lastSweep = Date.now();

  async add(key: string, windowMs: number): Promise<void> {
    const now = Date.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
  }

  async peek(key: string): Promise<FailureWindow> {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number) {
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(key);
    }
  }
}

/** INCR and the expiry of a new window in one atomic step, so a crash cannot leave a key without TTL. */
const ADD_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

export class RedisFailureStore implements FailureStore {
  constructor(
    private redis: Redis,
    private prefix = 'pero:login-failures:',
  ) {}

  async add(key: string, windowMs: number): Promise<void> {
    await this.redis.eval(ADD_SCRIPT, 1, this.prefix + key, windowMs);
  }

  async peek(key: string): Promise<FailureWindow> {
    const [count, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  /** The client belongs to the app's Redis connections, which close it. */
  async close(): Promise<void> {}
}

export class FallbackFailureStore implements FailureStore {
  constructor(
    private primary: FailureStore,
    private fallback: FailureStore,
  ) {}

  add(key: string, windowMs: number): Promise<void> {
    return this.primary.add(key, windowMs).catch(() => this.fallback.add(key, windowMs));
  }

  async peek(key: string): Promise<FailureWindow> {
    const [shared, local] = await Promise.all([this.primary.peek(key).catch(() => null), this.fallback.peek(key)]);
    // Failures counted locally during an outage still count once Redis is back, until their window ends.
    return shared && shared.count >= local.count ? shared : local;
  }

  async clear(key: string): Promise<void> {
    await Promise.all([this.primary.clear(key).catch(() => undefined), this.fallback.clear(key)]);
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }
}

/** `redis` has no offline queue, so while it is down each call fails at once instead of waiting. */
export function createFailureStore(redis: Redis | null): FailureStore {
  if (!redis) return new MemoryFailureStore();
  return new FallbackFailureStore(new RedisFailureStore(redis), new MemoryFailureStore());
}

