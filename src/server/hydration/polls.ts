/**
 * A post's polls as every reader shares them, read in the statement that reads the post
 * (features/posts/posts.hydration.ts): a page of posts with polls costs no statement more.
 */
import { sql } from 'drizzle-orm';
import { pollOptions, polls, posts } from '../db/schema/index.ts';

/** Counts by option id; the question and options themselves are the post's block. */
export interface SharedPoll {
  id: number;
  blockId: string;
  voters: number;
  counts: Record<string, number>;
  /** ISO 8601. */
  closedAt: string | null;
}

/** A column for a select from `posts`: the post's polls, an empty array for most. */
export const pollsOfPost = sql<SharedPoll[]>`(
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', ${polls.id},
    'blockId', ${polls.blockId},
    'voters', ${polls.votersCount},
    'closedAt', to_char(${polls.closedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'counts', (select coalesce(jsonb_object_agg(${pollOptions.optionId}, ${pollOptions.votesCount}), '{}'::jsonb) from ${pollOptions} where ${pollOptions.pollId} = ${polls.id})
  ) order by ${polls.id}), '[]'::jsonb)
  from ${polls} where ${polls.postId} = ${posts.id}
)`;
