// Reports only add to a Map here, so the hot path never writes to the database; a crash loses a few seconds of counts.
// A reader reported twice before a flush is one entry with a count of two. Uniqueness is decided in the database at
// flush time, so several processes still count each reader once.

export const VIEW_KINDS = { showing: 1, view: 2 } as const;
export type ViewKind = (typeof VIEW_KINDS)[keyof typeof VIEW_KINDS];

export interface ViewEntry {
  day: string;
  postId: number;
  kind: ViewKind;
  visitor: string;
}

/** A read's deepest point; no visitor: depth is counted per opening, never per person. */
export interface DepthEntry {
  day: string;
  postId: number;
  depth: number;
}

/** `domain` is '' unless the kind is external. */
export interface SourceEntry {
  day: string;
  postId: number;
  kind: string;
  domain: string;
}

export type Counted<T> = T & { count: number };

/** Counts equal items until taken; `keyOf` says which items are equal. */
export class Tally<T extends object> {
  private entries = new Map<string, Counted<T>>();

  /** @param capacity distinct entries kept; beyond it new ones are dropped until the next flush. */
  constructor(
    private readonly capacity: number,
    private readonly keyOf: (item: T) => string,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Counts each distinct item of one report once; false when the tally was full and some were dropped. */
  add(items: Iterable<T>): boolean {
    let kept = true;
    const seen = new Set<string>();
    for (const item of items) {
      const key = this.keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = this.entries.get(key);
      if (entry) entry.count++;
      else if (this.entries.size < this.capacity) this.entries.set(key, { ...item, count: 1 });
      else kept = false;
    }
    return kept;
  }

  take(): Array<Counted<T>> {
    const taken = [...this.entries.values()];
    this.entries = new Map();
    return taken;
  }

  /** Puts back entries a failed flush could not write, so they go with the next one. */
  restore(entries: ReadonlyArray<Counted<T>>): void {
    for (const entry of entries) {
      const key = this.keyOf(entry);
      const current = this.entries.get(key);
      if (current) current.count += entry.count;
      else if (this.entries.size < this.capacity) this.entries.set(key, { ...entry });
    }
  }
}

export const viewTally = (capacity: number) => new Tally<ViewEntry>(capacity, (e) => `${e.day}|${e.kind}|${e.postId}|${e.visitor}`);
export const depthTally = (capacity: number) => new Tally<DepthEntry>(capacity, (e) => `${e.day}|${e.postId}|${e.depth}`);
export const sourceTally = (capacity: number) => new Tally<SourceEntry>(capacity, (e) => `${e.day}|${e.postId}|${e.kind}|${e.domain}`);
