// An expired value is served while it reloads in the background, so no request waits for the reload;
// a failed reload keeps the last value, so pages (the 503 page too) render while the database is away.
import { AsyncResource } from 'node:async_hooks';

export interface TtlCache<T> {
  get(): Promise<T>;
  invalidate(): void;
}

/** Made outside any request, so background reloads do not run in (or count against) the request that noticed the expiry. */
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
