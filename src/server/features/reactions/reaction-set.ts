/**
 * The reaction set: the pictures members react with. Every page with posts presents their
 * reactions with the set's pictures, and the set changes only when an administrator edits
 * it, so each process keeps it for a minute instead of asking on every page.
 */
import { asc } from 'drizzle-orm';
import type { ReactionAsset, ReactionCount } from '../../../shared/dto/reaction.ts';
import type { Db } from '../../db/client.ts';
import { reactionSet } from '../../db/schema/index.ts';
import { ttlCache, type TtlCache } from '../../lib/ttl-cache.ts';
import { mediaUrl } from '../../platform/storage/index.ts';

export interface ReactionSetEntry {
  id: number;
  name: string;
  /** Stored reference; presenters make it an address. */
  image: string;
  position: number;
}

export type ReactionSet = ReadonlyMap<number, ReactionSetEntry>;

const SET_TTL_MS = 60_000;
const caches = new WeakMap<Db, TtlCache<ReactionSet>>();

function cacheOf(db: Db): TtlCache<ReactionSet> {
  let cache = caches.get(db);
  if (!cache) {
    cache = ttlCache(SET_TTL_MS, async () => {
      const rows = await db.select().from(reactionSet).orderBy(asc(reactionSet.position), asc(reactionSet.id));
      return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, image: row.image, position: row.position }]));
    });
    caches.set(db, cache);
  }
  return cache;
}

export function loadReactionSet(db: Db): Promise<ReactionSet> {
  return cacheOf(db).get();
}

/** After the set changes in this process (installing, the admin panel); other processes follow within a minute. */
export function forgetReactionSet(db: Db): void {
  caches.get(db)?.invalidate();
}

export function presentReactionSet(set: ReactionSet, mediaBase: string): ReactionAsset[] {
  return [...set.values()].map((entry) => ({ id: entry.id, image_url: mediaUrl(entry.image, mediaBase) }));
}

/** An item's stored counts → the spec's `reactions`, most given first, pictures no longer in the set left out. */
export function presentReactionCounts(counts: Readonly<Record<string, number>>, set: ReactionSet, mediaBase: string): ReactionCount[] {
  return Object.entries(counts)
    .flatMap(([id, count]) => {
      const entry = set.get(Number(id));
      return entry && count > 0 ? [{ entry, count }] : [];
    })
    .sort((a, b) => b.count - a.count || a.entry.position - b.entry.position || a.entry.id - b.entry.id)
    .map(({ entry, count }) => ({ reaction_id: entry.id, count, reaction: { image_url: mediaUrl(entry.image, mediaBase) } }));
}
