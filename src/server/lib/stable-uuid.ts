import { createHash } from 'node:crypto';

/** A UUID (version 5's layout, SHA-256 underneath) that the same text always gives: for ids that make a repeat a no-op. */
export function stableUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
