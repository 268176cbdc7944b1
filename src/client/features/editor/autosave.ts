/**
 * Saving a post from the editor (spec 2 §4 "Post editor"):
 * - autosave runs 500 ms after the last edit, unless every block is empty, and never for
 *   a post that is already published (its edits wait for «Сохранить»);
 * - the first save creates the post, later ones update it by the returned id;
 * - a failed autosave only ends the saving state: the edits stay unsaved, the next edit
 *   retries;
 * - publishing goes through the same queue, so it never races an autosave into creating
 *   the post twice;
 * - each save carries an Idempotency-Key, and a save that failed is retried under the same
 *   key while nothing changed: if the first attempt did reach the server (the answer was
 *   lost), the server answers it again instead of publishing or creating the post twice.
 *
 * Framework-free so the rules are testable with fake timers; the modal subscribes to it
 * with useSyncExternalStore.
 */
import { isBlank } from '../../../shared/blocks/text.ts';
import type { Block, ListItem } from '../../../shared/blocks/types.ts';
import type { SavePostResult } from '../../../shared/dto/post.ts';

export const AUTOSAVE_DELAY_MS = 500;

export interface SaveStatus {
  postId: number | null;
  url: string | null;
  published: boolean;
  /** A request is on its way. */
  saving: boolean;
  /** Edits made since the last successful save. */
  dirty: boolean;
  /** Something was saved since the editor opened: the «Сохранено» label. */
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
  /** The editor's current blocks in the stored shape. */
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
  }
}

export const isBlankDocument = (blocks: readonly Block[]): boolean => blocks.every(isBlankBlock);

/** 128 random bits as hex; crypto.randomUUID exists only on https pages, this on any. */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A save that has not succeeded yet, and the key it went out with. */
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
  /** The blocks of the last successful save (or as opened), to notice keystrokes the editor has not reported yet. */
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

  /** Any change to the post: blocks, owner, the editorial flag. */
  edited(): void {
    this.revision++;
    this.update({ dirty: true });
    this.cancelTimer();
    if (!this.status.published) this.timer = setTimeout(() => void this.flush(), this.delayMs);
  }

  /**
   * Saves what the editor holds now, after every queued save: the pending edits and the
   * keystrokes the editor has not reported yet (it tells of changes after a pause, so text
   * typed just before closing would otherwise be lost). Resolves false when that save failed;
   * the autosave ignores it (spec: a failure only ends the saving state), closing reports it.
   */
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

  /**
   * Takes the editor's own shape of the blocks as opened, once it has loaded them: it writes
   * them back a little differently (markup, empty fields), which is no change of the post.
   * Skipped once anything was edited or saved.
   */
  adoptOpened(): Promise<void> {
    return this.enqueue(async () => {
      if (this.revision !== 0 || this.status.saved) return;
      this.savedJson = JSON.stringify(await this.options.read());
    });
  }

  /** Whether the editor holds anything the last save did not send, reported or not. */
  async changed(): Promise<boolean> {
    return this.status.dirty || JSON.stringify(await this.options.read()) !== this.savedJson;
  }

  /** Publishes (or saves a published post); errors reach the caller, which explains them. */
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

  /** The failed save's key for a retry of the same save (no edit since), a new key otherwise. */
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
