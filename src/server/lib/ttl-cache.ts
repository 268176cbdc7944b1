/**
 * A value loaded at most once per `ttlMs` per process, for data every page needs but that
 * rarely changes (site settings, sidebar suggestions). Concurrent callers share one load;
 * `invalidate()` lets the writer in this process see its change at once, and other
 * processes see it within the TTL. A failed reload serves the last value for another TTL,
 * so pages (the 503 page included) still render while the database is away.
 */
export interface TtlCache<T> {
  get(): Promise<T>;
  invalidate(): void;
}

export function ttlCache<T>(ttlMs: number, load: () => Promise<T>): TtlCache<T> {
  let value: Promise<T> | null = null;
  let lastGood: { value: T } | null = null;
  let loadedAt = 0;
  return {
    get() {
      if (!value || Date.now() - loadedAt > ttlMs) {
        loadedAt = Date.now();
        const loading: Promise<T> = load().then(
          (loaded) => {
            lastGood = { value: loaded };
            return loaded;
          },
          (error: unknown) => {
            if (lastGood) return lastGood.value;
            // A failure with nothing to fall back on is not cached: the next call tries again.
            if (value === loading) value = null;
            throw error;
          },
        );
        value = loading;
      }
      return value;
    },
    invalidate() {
      value = null;
    },
  };
}
