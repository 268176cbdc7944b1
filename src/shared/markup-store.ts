export interface MarkupStore {
  get(key: string): Uint8Array | undefined;
  put(key: string, html: string): void;
}

export type MarkupPieces = Array<string | Uint8Array>;
