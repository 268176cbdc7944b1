/**
 * A post's polls as every reader shares them, read in the statement that reads the post
 * (features/posts/posts.hydration.ts): a page of posts with polls costs no statement more.
 */
import { sql } from 'drizzle-orm';
import { pollOptions, polls } from '../db/schema/index.ts';

/** Counts by option id; the question and options themselves are the post's block. */
export interface SharedPoll {
  id: number;
  blockId: string;
  voters: number;
  counts: Record<string, number>;
  /** ISO 8601. */
  closedAt: string | null;
}

/**
 * A column for a select from `posts`: the post's polls, an empty array for most. Written out with
 * aliases: Drizzle leaves columns unqualified in a selected fragment, and `id` would be the poll's.
 */
export const pollsOfPost = sql<SharedPoll[]>`(
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', p.id,
    'blockId', p.block_id,
    'voters', p.voters_count,
    'closedAt', to_char(p.closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'counts', (select coalesce(jsonb_object_agg(o.option_id, o.votes_count), '{}'::jsonb) from ${pollOptions} o where o.poll_id = p.id)
  ) order by p.id), '[]'::jsonb)
  from ${polls} p where p.post_id = ${sql.raw('"posts"."id"')}
)`;
