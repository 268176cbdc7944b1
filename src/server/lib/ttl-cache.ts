/**
 * A value loaded at most once per `ttlMs` per process, for data every page needs but that
 * rarely changes (site settings, sidebar suggestions). Concurrent callers share one load;
 * `invalidate()` lets the writer in this process see its change at once, and other
 * processes see it within the TTL. Once a value is there, an expired one is served while it
 * reloads in the background, so no request waits for (or is charged with) the reload; a
 * failed reload keeps the last value for another TTL, so pages (the 503 page included) still
 * render while the database is away.
 */
import { AsyncResource } from 'node:async_hooks';

export interface TtlCache<T> {
  get(): Promise<T>;
  invalidate(): void;
}

/**
 * Created when the module loads, outside any request: background reloads run in its async
 * context rather than in that of the request that noticed the expiry (its request-scoped
 * state, its statement count).
 */
const background = new AsyncResource('ttl-cache-reload');

export function ttlCache<T>(ttlMs: number, load: () => Promise<T>): TtlCache<T> {
  let value: Promise<T> | null = null;
  let loadedAt = 0;
  /** Bumped by invalidate(), so a reload that started before a write cannot bring back what it read. */
  let generation = 0;
  let reloading = false;

  function loadNow(): Promise<T> {
    loadedAt = Date.now();
    const loading = load();
    value = loading;
    // A failure with nothing to fall back on is not cached: the next call tries again.
    loading.catch(() => {
      if (value === loading) value = null;
    });
    return loading;
  }

  function reloadInBackground() {
    if (reloading) return;
    reloading = true;
    loadedAt = Date.now();
    const started = generation;
    background
      .runInAsyncScope(load)
      .then(
        (loaded) => {
          if (generation === started) value = Promise.resolve(loaded);
        },
        // The last value stays for another TTL.
        () => undefined,
      )
      .finally(() => {
        reloading = false;
      });
  }

  return {
    get() {
      if (!value) return loadNow();
      if (Date.now() - loadedAt > ttlMs) {
        const current = value;
        // Served stale only once the current value has arrived; a first load still pending is shared.
        void current.then(reloadInBackground, () => undefined);
        return current;
      }
      return value;
    },
    invalidate() {
      generation += 1;
      value = null;
    },
  };
}
