/**
 * Where the server keeps markup its renders share between readers (client/platform/
 * shared-markup.tsx), bounded and short-lived: the server makes it, the server renderer uses it.
 */
export interface MarkupStore {
  /** The markup kept under `key`, as UTF-8. */
  get(key: string): Uint8Array | undefined;
  put(key: string, html: string): void;
}

/** A page's markup in order: what a render made, and the UTF-8 of what was kept. */
export type MarkupPieces = Array<string | Uint8Array>;

/** A rendered page's body: Inertia's opening (the page object's script) first, then the markup. */
export type PageBody = [opening: string, ...markup: MarkupPieces];
