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
  count: number;
}

const keyOf = ({ day, kind, postId, visitor }: Omit<ViewEntry, 'count'>) => `${day}|${kind}|${postId}|${visitor}`;

export class ViewBuffer {
  private entries = new Map<string, ViewEntry>();

  /** @param capacity distinct entries kept; beyond it new ones are dropped until the next flush. */
  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** Adds the reports; false when the buffer was full and some were dropped. */
  add(day: string, kind: ViewKind, postIds: readonly number[], visitor: string): boolean {
    let kept = true;
    for (const postId of new Set(postIds)) {
      const key = keyOf({ day, kind, postId, visitor });
      const entry = this.entries.get(key);
      if (entry) entry.count++;
      else if (this.entries.size < this.capacity) this.entries.set(key, { day, postId, kind, visitor, count: 1 });
      else kept = false;
    }
    return kept;
  }

  take(): ViewEntry[] {
    const taken = [...this.entries.values()];
    this.entries = new Map();
    return taken;
  }

  /** Puts back entries a failed flush could not write, so they go with the next one. */
  restore(entries: readonly ViewEntry[]): void {
    for (const entry of entries) {
      const key = keyOf(entry);
      const current = this.entries.get(key);
      if (current) current.count += entry.count;
      else if (this.entries.size < this.capacity) this.entries.set(key, { ...entry });
    }
  }
}
