// An app keeps the set with the site's caches, which every panel change empties in every process; code running without
// an app (the seed) reads the table each time.
import { asc } from 'drizzle-orm';
import type { ReactionAsset, ReactionCount } from '../../../shared/dto/reaction.ts';
import type { Db } from '../../db/client.ts';
import { reactionSet } from '../../db/schema/index.ts';
import type { TtlCache } from '../../lib/ttl-cache.ts';
import { mediaUrl } from '../../platform/storage/index.ts';
import type { SiteContext } from '../site/index.ts';

export interface ReactionSetEntry {
  id: number;
  name: string;
  /** Stored reference; presenters make it an address. */
  image: string;
  position: number;
  /** Offered in the picker and accepted by `POST /reaction`; a disabled picture still shows on the items that have it. */
  enabled: boolean;
}

export type ReactionSet = ReadonlyMap<number, ReactionSetEntry>;

const SET_TTL_MS = 60_000;
const caches = new WeakMap<Db, TtlCache<ReactionSet>>();

async function readReactionSet(db: Db): Promise<ReactionSet> {
  const rows = await db.select().from(reactionSet).orderBy(asc(reactionSet.position), asc(reactionSet.id));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, image: row.image, position: row.position, enabled: row.enabled }]));
}

export function keepReactionSet(db: Db, site: SiteContext): void {
  caches.set(db, site.cached(SET_TTL_MS, () => readReactionSet(db)));
}

export function loadReactionSet(db: Db): Promise<ReactionSet> {
  return caches.get(db)?.get() ?? readReactionSet(db);
}

/** After the set is installed outside the control panel (start-up, tests). */
export function forgetReactionSet(db: Db): void {
  caches.get(db)?.invalidate();
}

export function presentReactionSet(set: ReactionSet, mediaBase: string): ReactionAsset[] {
  return [...set.values()].filter((entry) => entry.enabled).map((entry) => ({ id: entry.id, image_url: mediaUrl(entry.image, mediaBase) }));
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
