// Entries leave in the order they came: with one short time to live for all, the oldest is also the
// nearest to expiring, so FIFO costs nothing per hit and loses little against LRU. Renders under way
// are kept too, so a burst of guests asking for one uncached page waits for a single render. An entry that
// has only just expired is kept a little longer, for those who ask while it is rendered afresh: a burst
// arriving as it expires would otherwise all wait for that render.

export interface Kept {
  tags: readonly string[];
}

export interface CachedAnswer extends Kept {
  /** The body cut at each occurrence of the CSP nonce it was rendered with. */
  parts: Buffer[];
  headers: Array<[string, string]>;
}

export const answerBytes = (answer: CachedAnswer) => answer.parts.reduce((sum, part) => sum + part.length, 0);

export interface PageStoreOptions {
  ttlMs: number;
  /** How long past its time to live an entry may still be answered while it is rendered afresh; none when unset. */
  staleMs?: number;
  maxEntries: number;
  maxBytes: number;
  now: () => number;
}

interface Entry<T> {
  answer: T;
  bytes: number;
  expiresAt: number;
}

export interface Render<T> {
  readonly done: Promise<T | null>;
  finish(answer: T | null): void;
}

export class PageStore<T extends Kept> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly renders = new Map<string, Render<T>>();
  private bytes = 0;
  /**
   * Counts drops, and each tag keeps the count of its last one: an answer whose render began before
   * a drop of one of its tags may show what was dropped, so it is not stored. Drops of other tags
   * leave it be. A tag's count is forgotten once no render under way began before it.
   */
  private drops = 0;
  private readonly droppedAt = new Map<string, number>();
  /** Renders under way, by the drop count when each began. */
  private readonly underWay = new Map<number, number>();

  constructor(
    private readonly options: PageStoreOptions,
    private readonly sizeOf: (answer: T) => number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.options.now();
    if (entry.expiresAt > now) return entry.answer;
    if (!this.keptStale(entry, now)) this.remove(key);
    return undefined;
  }

  /**
   * The entry while it is fresh; while it is being rendered, the one it replaces if that only just expired, or else
   * what the render makes; null when the asker is to render it. A dropped entry is gone, never answered stale.
   */
  current(key: string): T | Promise<T | null> | null {
    const fresh = this.get(key);
    if (fresh) return fresh;
    const render = this.renders.get(key);
    if (!render) return null;
    const entry = this.entries.get(key);
    return entry && this.keptStale(entry, this.options.now()) ? entry.answer : render.done;
  }

  private keptStale(entry: Entry<T>, now: number): boolean {
    return entry.expiresAt + (this.options.staleMs ?? 0) > now;
  }

  /** `store` comes before `finish`: a finished render's drops may be forgotten. */
  startRender(key: string): { render: Render<T>; store(answer: T): void } {
    const began = this.drops;
    this.underWay.set(began, (this.underWay.get(began) ?? 0) + 1);
    let finished = false;
    let finish!: (answer: T | null) => void;
    const done = new Promise<T | null>((resolve) => (finish = resolve));
    const render: Render<T> = {
      done,
      finish: (answer) => {
        if (this.renders.get(key) === render) this.renders.delete(key);
        if (!finished) this.ended(began);
        finished = true;
        finish(answer);
      },
    };
    this.renders.set(key, render);
    return {
      render,
      store: (answer) => {
        if (!finished && answer.tags.every((tag) => (this.droppedAt.get(tag) ?? -1) <= began)) this.set(key, answer);
      },
    };
  }

  /** Stores at once, for what no drop can make stale: an entry whose key names all it shows. */
  put(key: string, answer: T): void {
    this.set(key, answer);
  }

  drop(tags: readonly string[]): void {
    this.drops++;
    if (this.underWay.size > 0) for (const tag of tags) this.droppedAt.set(tag, this.drops);
    // Whoever asks from now on renders afresh; those already waiting keep their render.
    this.renders.clear();
    for (const tag of tags) {
      for (const key of this.keysByTag.get(tag) ?? []) this.remove(key);
    }
  }

  private ended(began: number): void {
    const left = this.underWay.get(began)! - 1;
    if (left > 0) {
      this.underWay.set(began, left);
      return;
    }
    this.underWay.delete(began);
    // Drops before the oldest render still under way matter to none (with none, the minimum is Infinity).
    const oldest = Math.min(...this.underWay.keys());
    for (const [tag, at] of this.droppedAt) if (at <= oldest) this.droppedAt.delete(tag);
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
      if (!over && this.keptStale(entry, now)) break;
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
