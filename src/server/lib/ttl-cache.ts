/**
 * A value loaded at most once per `ttlMs` per process, for data every page needs but that
 * rarely changes (site settings, sidebar suggestions). Concurrent callers share one load;
 * `invalidate()` lets the writer in this process see its change at once, and other
 * processes see it within the TTL.
 */
export interface TtlCache<T> {
  get(): Promise<T>;
  invalidate(): void;
}

export function ttlCache<T>(ttlMs: number, load: () => Promise<T>): TtlCache<T> {
  let value: Promise<T> | null = null;
  let loadedAt = 0;
  return {
    get() {
      if (!value || Date.now() - loadedAt > ttlMs) {
        loadedAt = Date.now();
        value = load();
        // A failed load must not be cached.
        value.catch(() => {
          value = null;
        });
      }
      return value;
    },
    invalidate() {
      value = null;
    },
  };
}
