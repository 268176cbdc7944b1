/**
 * The memory of the guest page cache: answers (or, for the data shared with members, page
 * data) by key for a few seconds, each with the tags that drop it, within a bound on entries
 * and on bytes. Entries leave in the order they
 * came (with one short time to live for all, the oldest is also the nearest to expiring,
 * so first-in-first-out costs nothing per hit and loses little against LRU).
 *
 * It also keeps the renders under way, so a burst of guests asking for one page that is not
 * cached waits for one render instead of starting one each.
 */

/** Anything kept: it names the tags that drop it. */
export interface Kept {
  tags: readonly string[];
}

export interface CachedAnswer extends Kept {
  /** The body cut at each occurrence of the CSP nonce it was rendered with. */
  parts: Buffer[];
  /** Headers that belong to the content (type, Vary, X-Inertia), never per-visitor ones. */
  headers: Array<[string, string]>;
}

export const answerBytes = (answer: CachedAnswer) => answer.parts.reduce((sum, part) => sum + part.length, 0);

export interface PageStoreOptions {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  /** The clock; tests move it instead of waiting. */
  now: () => number;
}

interface Entry<T> {
  answer: T;
  bytes: number;
  expiresAt: number;
}

/** A render of a page nobody had cached: those who ask meanwhile wait for its answer. */
export interface Render<T> {
  readonly done: Promise<T | null>;
  /** The answer when it can be shared, null when not; only the first call counts. */
  finish(answer: T | null): void;
}

export class PageStore<T extends Kept> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly renders = new Map<string, Render<T>>();
  private bytes = 0;
  /**
   * Moves on every drop. An answer whose render began before a drop may show what the drop
   * was for, so it is not stored.
   */
  private generation = 0;

  constructor(
    private readonly options: PageStoreOptions,
    /** What an entry weighs against maxBytes. */
    private readonly sizeOf: (answer: T) => number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.options.now()) return entry.answer;
    this.remove(key);
    return undefined;
  }

  /** The render of `key` under way, if any. */
  rendering(key: string): Render<T> | undefined {
    return this.renders.get(key);
  }

  /** Records that this request renders `key`; its answer is stored only if no drop came meanwhile. */
  startRender(key: string): { render: Render<T>; store(answer: T): void } {
    const generation = this.generation;
    let finish!: (answer: T | null) => void;
    const done = new Promise<T | null>((resolve) => (finish = resolve));
    const render: Render<T> = {
      done,
      finish: (answer) => {
        if (this.renders.get(key) === render) this.renders.delete(key);
        finish(answer);
      },
    };
    this.renders.set(key, render);
    return {
      render,
      store: (answer) => {
        if (this.generation === generation) this.set(key, answer);
      },
    };
  }

  /** Stores at once, for what no drop can make stale: an entry whose key names all it shows. */
  put(key: string, answer: T): void {
    this.set(key, answer);
  }

  /** Drops every answer carrying any of `tags`, and forgets the renders under way. */
  drop(tags: readonly string[]): void {
    this.generation++;
    // Whoever asks from now on renders afresh; those already waiting keep their render.
    this.renders.clear();
    for (const tag of tags) {
      for (const key of this.keysByTag.get(tag) ?? []) this.remove(key);
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private set(key: string, answer: T): void {
    const bytes = this.sizeOf(answer);
    if (bytes > this.options.maxBytes) return;
    this.remove(key);
    const now = this.options.now();
    this.entries.set(key, { answer, bytes, expiresAt: now + this.options.ttlMs });
    this.bytes += bytes;
    for (const tag of answer.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    for (const [oldest, entry] of this.entries) {
      const over = this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes;
      if (!over && entry.expiresAt > now) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const tag of entry.answer.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
