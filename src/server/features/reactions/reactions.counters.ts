// Raw SQL over the target's table: every reactable table has the same four counter columns (reaction_sum,
// disreaction_sum, reaction_counts, reaction_count).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { ReactionTarget } from './reactions.targets.ts';

export interface LikeCounters {
  likes: number;
  dislikes: number;
}

export interface ItemCounters extends LikeCounters {
  reactionCounts: Record<string, number>;
  reactionCount: number;
}

interface CounterRow {
  reaction_sum: number;
  disreaction_sum: number;
  reaction_counts: Record<string, number>;
  reaction_count: number;
}

const counters = (row: CounterRow): ItemCounters => ({
  likes: row.reaction_sum,
  dislikes: row.disreaction_sum,
  reactionCounts: row.reaction_counts,
  reactionCount: row.reaction_count,
});

export async function readCounters(db: Db, { table }: ReactionTarget, id: number): Promise<ItemCounters | undefined> {
  const [row] = await queryRows<CounterRow>(db, sql`select reaction_sum, disreaction_sum, reaction_counts, reaction_count from ${table} where id = ${id}`);
  return row && counters(row);
}

export async function moveLikes(tx: Db, { table }: ReactionTarget, id: number, delta: LikeCounters): Promise<ItemCounters> {
  const [row] = await queryRows<CounterRow>(
    tx,
    sql`update ${table} set reaction_sum = reaction_sum + ${delta.likes}, disreaction_sum = disreaction_sum + ${delta.dislikes}
        where id = ${id} returning reaction_sum, disreaction_sum, reaction_counts, reaction_count`,
  );
  return counters(row!);
}

/** Takes one from `removed` and adds one to `added` (either may be null); zero entries leave the map. */
export async function moveReactionCounts(tx: Db, target: ReactionTarget, id: number, removed: number | null, added: number | null): Promise<ItemCounters> {
  const current = (await readCounters(tx, target, id))!;
  const next = { ...current.reactionCounts };
  if (removed !== null) next[removed] = (next[removed] ?? 0) - 1;
  if (added !== null) next[added] = (next[added] ?? 0) + 1;
  for (const [key, count] of Object.entries(next)) if (count <= 0) delete next[key];
  const total = Object.values(next).reduce((sum, count) => sum + count, 0);
  const [row] = await queryRows<CounterRow>(
    tx,
    sql`update ${target.table} set reaction_counts = ${JSON.stringify(next)}::jsonb, reaction_count = ${total}
        where id = ${id} returning reaction_sum, disreaction_sum, reaction_counts, reaction_count`,
  );
  return counters(row!);
}
