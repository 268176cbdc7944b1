/**
 * Fixed-window rate limits. Counters live in memory for a single process, or in Redis when
 * REDIS_URL is set so that every process behind a load balancer counts against one limit.
 * Both stores have the same interface; callers only see RateLimiter.
 */
import { Redis } from 'ioredis';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface WindowCount {
  count: number;
  /** Time until the window ends; 0 when the key has no window. */
  resetInMs: number;
}

export interface RateLimitStore {
  /** Adds a hit, starting a window of `windowMs` on the first one, and returns the new count. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Forgotten windows are swept at most this often, so the map does not grow without bound. */
const SWEEP_INTERVAL_MS = 60_000;

export class MemoryRateLimitStore implements RateLimitStore {
  private windows = new Map<string, { count: number; endsAt: number }>();
  private lastSweep = Date.now();

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const now = Date.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async peek(key: string): Promise<WindowCount> {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async reset(key: string): Promise<void> {
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
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private redis: Redis,
    private prefix = 'pero:rate:',
  ) {}

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(INCREMENT_SCRIPT, 1, this.prefix + key, windowMs)) as [number, number];
    return { count, resetInMs: Math.max(ttl, 0) };
  }

  async peek(key: string): Promise<WindowCount> {
    const [count, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

export function createRateLimitStore(redisUrl: string | null, onError: (err: Error) => void): RateLimitStore {
  if (!redisUrl) return new MemoryRateLimitStore();
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  redis.on('error', onError);
  return new RedisRateLimitStore(redis);
}

export interface RateLimitVerdict {
  limited: boolean;
  /** Whole seconds until the window ends, for the Retry-After header. */
  retryAfter: number;
}

export class RateLimiter {
  constructor(readonly store: RateLimitStore) {}

  /** Counts an attempt; limited once the window holds more than `max` attempts. */
  async hit(key: string, rule: RateLimitRule): Promise<RateLimitVerdict> {
    const { count, resetInMs } = await this.store.increment(key, rule.windowMs);
    return verdict(count > rule.max, resetInMs);
  }

  /**
   * Whether `max` hits are already counted, without counting this one: for limits on
   * failures, which are recorded with hit() only once an attempt has failed.
   */
  async check(key: string, rule: RateLimitRule): Promise<RateLimitVerdict> {
    const { count, resetInMs } = await this.store.peek(key);
    return verdict(count >= rule.max, resetInMs);
  }

  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

function verdict(limited: boolean, resetInMs: number): RateLimitVerdict {
  return { limited, retryAfter: Math.max(1, Math.ceil(resetInMs / 1000)) };
}
