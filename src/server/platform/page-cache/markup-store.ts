// Keys name everything a card shows, so no event drops one. What keys cannot name is time: a card's
// relative date ("5 м") is rendered when it is first kept, so entries live half a minute.
import type { MarkupStore } from '../../../shared/markup-store.ts';
import { PageStore } from './page-store.ts';

interface KeptMarkup {
  html: Buffer;
  /** The key's too: a card's key holds its post, about as long as its markup. */
  bytes: number;
  tags: readonly string[];
}

const LIMITS = { ttlMs: 30_000, maxEntries: 5_000, maxBytes: 32 * 1024 * 1024, now: Date.now };

export function markupStore(): MarkupStore {
  const store = new PageStore<KeptMarkup>(LIMITS, (kept) => kept.bytes);
  return {
    get: (key) => store.get(key)?.html,
    put: (key, html) => {
      const utf8 = Buffer.from(html);
      store.put(key, { html: utf8, bytes: key.length * 2 + utf8.length, tags: [] });
    },
  };
}
