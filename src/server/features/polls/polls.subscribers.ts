// Each push carries the counts as they are now, so late or repeated pushes still leave the latest numbers.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { EventOf } from '../../../shared/events.ts';
import type { PollPush } from '../../../shared/dto/poll.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { pollOptions, polls } from '../../db/schema/index.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { hasEnded } from './polls.presenter.ts';

type PollEvent = EventOf<'poll.voted' | 'poll.closed'>;

/** Counts only where every reader may see them: the channel is public. Voters ask for theirs (GET /polls/:id). */
async function pollPush(app: FastifyInstance, { pollId, postId }: PollEvent): Promise<PollPush | undefined> {
  const [row] = await app.db.select().from(polls).where(eq(polls.id, pollId));
  if (!row) return undefined;
  const closedAt = row.closedAt?.toISOString() ?? null;
  const open = row.results === 'always' || hasEnded(closedAt, { ends_at: row.endsAt?.toISOString() ?? null, results: row.results }, Date.now());
  const options = open ? await app.db.select({ id: pollOptions.optionId, votes: pollOptions.votesCount }).from(pollOptions).where(eq(pollOptions.pollId, pollId)) : [];
  return {
    post_id: postId,
    poll_id: pollId,
    block_id: row.blockId,
    voters: row.votersCount,
    counts: open ? Object.fromEntries(options.map((option) => [option.id, option.votes])) : null,
    closed_at: closedAt,
  };
}

export function pollsSubscribers(app: FastifyInstance): void {
  // The post's page shows the counts; lists show them up to the cache's few seconds old, as likes do.
  const dropPage = ({ postId }: PollEvent) => app.pageCache.drop([pageTags.post(postId)]);
  app.events.subscribe('poll.voted', 'page-cache.drop', dropPage);
  app.events.subscribe('poll.closed', 'page-cache.drop', dropPage);

  const push = async (event: PollEvent) => {
    const data = await pollPush(app, event);
    if (data) app.realtime.publish(channels.likes('post', event.postId), pushes.poll, data);
  };
  app.events.subscribe('poll.voted', 'realtime.poll', push);
  app.events.subscribe('poll.closed', 'realtime.poll', push);
}
