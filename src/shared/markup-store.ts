/**
 * Where the server keeps markup its renders share between readers (client/platform/
 * shared-markup.tsx), bounded and short-lived: the server makes it, the server renderer uses it.
 */
export interface MarkupStore {
  get(key: string): string | undefined;
  put(key: string, html: string): void;
}
