/**
 * Autosave runs 500 ms after the last edit, unless every block is empty, and never for a published
 * post (its edits wait for «Сохранить»). Saves and publishing share one queue, so the post is never
 * created twice; a failed save is retried under the same Idempotency-Key while nothing changed
 * (docs/adr/0011). Framework-free so the rules are testable with fake timers.
 */
import { isBlank } from '../../../shared/blocks/text.ts';
import type { Block, ListItem } from '../../../shared/blocks/types.ts';
import type { SavePostResult } from '../../../shared/dto/post.ts';

export const AUTOSAVE_DELAY_MS = 500;

export interface SaveStatus {
  postId: number | null;
  url: string | null;
  published: boolean;
  saving: boolean;
  dirty: boolean;
  saved: boolean;
}

export interface SaveRequest {
  id: number | null;
  blocks: Block[];
  publish: boolean;
  idempotencyKey: string;
}

export interface AutosaverOptions {
  postId: number | null;
  published: boolean;
  /** The blocks the post was opened with, as stored: closing without a change saves nothing. */
  savedBlocks?: Block[];
  read(): Promise<Block[]>;
  send(request: SaveRequest): Promise<SavePostResult>;
  delayMs?: number;
}

const blankItems = (items: readonly ListItem[]): boolean => items.every((item) => isBlank(item.content) && blankItems(item.items));

/** A block with nothing a reader would see; a delimiter alone is no content either. */
function isBlankBlock(block: Block): boolean {
  switch (block.type) {
    case 'paragraph':
    case 'header':
      return isBlank(block.data.text);
    case 'list':
      return blankItems(block.data.items);
    case 'quote':
      return isBlank(block.data.text) && isBlank(block.data.caption);
    case 'delimiter':
      return true;
    case 'link':
    case 'linkAuto':
      return block.data.link.trim() === '';
    case 'embed':
      return !block.data.embed;
    case 'carousel':
      return !block.data.items.some((item) => item.url);
    case 'poll':
      return isBlank(block.data.question) && block.data.options.every((option) => isBlank(option.text));
  }
}

export const isBlankDocument = (blocks: readonly Block[]): boolean => blocks.every(isBlankBlock);

/** 128 random bits as hex; crypto.randomUUID exists only on https pages, this on any. */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface UnansweredSave {
  key: string;
  revision: number;
  id: number | null;
  publish: boolean;
}

export class Autosaver {
  private status: SaveStatus;
  /** Counts edits; a save records the count it started from, so edits made meanwhile stay dirty. */
  private revision = 0;
  private savedRevision = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private unanswered: UnansweredSave | null = null;
  private savedJson: string | null;
  private readonly listeners = new Set<() => void>();
  private readonly delayMs: number;

  constructor(private readonly options: AutosaverOptions) {
    this.delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
    this.status = { postId: options.postId, url: null, published: options.published, saving: false, dirty: false, saved: false };
    this.savedJson = options.savedBlocks ? JSON.stringify(options.savedBlocks) : null;
  }

  readonly getStatus = (): SaveStatus => this.status;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  edited(): void {
    this.revision++;
    this.update({ dirty: true });
    this.cancelTimer();
    if (!this.status.published) this.timer = setTimeout(() => void this.flush(), this.delayMs);
  }

  /** Also saves keystrokes not reported yet (Editor.js reports after a pause); resolves false when that save failed. */
  flush(): Promise<boolean> {
    this.cancelTimer();
    return this.enqueue(async () => {
      if (this.status.published) return true;
      const blocks = await this.options.read();
      if (!this.status.dirty && JSON.stringify(blocks) === this.savedJson) return true;
      return this.save(false, blocks).then(
        () => true,
        () => false,
      );
    });
  }

  /** Editor.js writes the opened blocks back a little differently (markup, empty fields): no change of the post. */
  adoptOpened(): Promise<void> {
    return this.enqueue(async () => {
      if (this.revision !== 0 || this.status.saved) return;
      this.savedJson = JSON.stringify(await this.options.read());
    });
  }

  async changed(): Promise<boolean> {
    return this.status.dirty || JSON.stringify(await this.options.read()) !== this.savedJson;
  }

  publish(): Promise<SavePostResult | null> {
    this.cancelTimer();
    return this.enqueue(() => this.save(true));
  }

  dispose(): void {
    this.cancelTimer();
    this.listeners.clear();
  }

  private async save(publish: boolean, read?: Block[]): Promise<SavePostResult | null> {
    const revision = this.revision;
    const blocks = read ?? (await this.options.read());
    if (!publish && isBlankDocument(blocks)) return null;
    this.update({ saving: true });
    try {
      const id = this.status.postId;
      const result = await this.options.send({ id, blocks, publish, idempotencyKey: this.keyFor({ revision, id, publish }) });
      this.unanswered = null;
      this.savedRevision = revision;
      this.savedJson = JSON.stringify(blocks);
      this.update({ postId: result.id, url: result.url, published: result.is_publish === 1, saved: true });
      return result;
    } finally {
      this.update({ saving: false, dirty: this.revision !== this.savedRevision });
    }
  }

  private keyFor(save: Omit<UnansweredSave, 'key'>): string {
    const last = this.unanswered;
    if (last && last.revision === save.revision && last.id === save.id && last.publish === save.publish) return last.key;
    this.unanswered = { ...save, key: newIdempotencyKey() };
    return this.unanswered.key;
  }

  /** One request at a time: the first save must return the id before another may use it. */
  private enqueue<T>(operation: () => Promise<T>): Promise<T> {
    const next = this.queue.then(operation);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private update(patch: Partial<SaveStatus>): void {
    this.status = { ...this.status, ...patch };
    this.listeners.forEach((listener) => listener());
  }
}
