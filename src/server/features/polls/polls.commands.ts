// Votes are counted in the vote's transaction under a lock on the poll's row, so any number of
// votes at once, from one member or many, leave the counts equal to the rows.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PollState } from '../../../shared/dto/poll.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { pollOptions, polls, pollVotes } from '../../db/schema/index.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { canWrite, type Viewer } from '../../kernel/viewer.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { canView, findLivePost, moderates, postCommunity } from '../posts/index.ts';
import { hasEnded, pollForReader, type PollTerms } from './polls.presenter.ts';

type PollRow = typeof polls.$inferSelect;

const termsOf = (row: PollRow): PollTerms => ({ ends_at: row.endsAt?.toISOString() ?? null, results: row.results });

/** The poll and its post; a poll the viewer may not see (a draft's, a deleted post's) is missing. */
async function visiblePoll(tx: Db, viewer: Viewer, pollId: number, lock: boolean) {
  const query = tx.select().from(polls).where(eq(polls.id, pollId));
  const [row] = lock ? await query.for('update') : await query;
  const post = row && (await findLivePost(tx, row.postId));
  if (!row || !post || !post.isPublish || !canView(viewer, post)) throw new NotFound();
  return { row, post };
}

async function stateOf(tx: Db, row: PollRow, viewerId: number | null): Promise<PollState> {
  const [options, mine] = await Promise.all([
    tx.select({ id: pollOptions.optionId, votes: pollOptions.votesCount }).from(pollOptions).where(eq(pollOptions.pollId, row.id)).orderBy(asc(pollOptions.position)),
    viewerId === null ? [] : tx.select({ id: pollVotes.optionId }).from(pollVotes).where(and(eq(pollVotes.pollId, row.id), eq(pollVotes.userId, viewerId))),
  ]);
  const shared: PollState = {
    id: row.id,
    block_id: row.blockId,
    voters: row.votersCount,
    counts: Object.fromEntries(options.map((option) => [option.id, option.votes])),
    closed_at: row.closedAt?.toISOString() ?? null,
    ended: false,
    my_choice: [],
  };
  return pollForReader(
    shared,
    termsOf(row),
    mine.map((vote) => vote.id),
  );
}

export async function pollForViewer(db: Db, viewer: Viewer, pollId: number): Promise<PollState> {
  const { row } = await visiblePoll(db, viewer, pollId, false);
  return stateOf(db, row, viewer?.id ?? null);
}

async function checkChoice(tx: Db, row: PollRow, choice: readonly string[]): Promise<void> {
  if (!row.multiple && choice.length > 1) throw Invalid.field('options', 'polls.errors.singleChoice');
  const known = await tx
    .select({ id: pollOptions.optionId })
    .from(pollOptions)
    .where(and(eq(pollOptions.pollId, row.id), inArray(pollOptions.optionId, [...choice])));
  if (known.length !== choice.length) throw Invalid.field('options', 'polls.errors.unknownOption');
}

async function moveCounts(tx: Db, pollId: number, optionIds: readonly string[], delta: 1 | -1): Promise<void> {
  if (optionIds.length === 0) return;
  await tx
    .update(pollOptions)
    .set({ votesCount: sql`${pollOptions.votesCount} + ${delta}` })
    .where(and(eq(pollOptions.pollId, pollId), inArray(pollOptions.optionId, [...optionIds])));
}

/** Replaces the member's choice whole; the same choice again writes nothing and tells no one. */
export async function vote(db: Db, viewer: AuthUser, pollId: number, choice: readonly string[]): Promise<PollState> {
  if (!canWrite(viewer)) throw new Forbidden('errors.banned');
  return inTransaction(db, async (tx) => {
    const { row, post } = await visiblePoll(tx, viewer, pollId, true);
    if (hasEnded(row.closedAt?.toISOString() ?? null, termsOf(row), Date.now())) throw new Conflict('polls.errors.ended');
    await checkChoice(tx, row, choice);
    const before = await tx
      .select({ id: pollVotes.optionId })
      .from(pollVotes)
      .where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.userId, viewer.id)));
    const had = new Set(before.map((vote) => vote.id));
    const removed = [...had].filter((id) => !choice.includes(id));
    const added = choice.filter((id) => !had.has(id));
    if (removed.length === 0 && added.length === 0) return stateOf(tx, row, viewer.id);

    if (removed.length > 0) {
      await tx.delete(pollVotes).where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.userId, viewer.id), inArray(pollVotes.optionId, removed)));
    }
    if (added.length > 0) await tx.insert(pollVotes).values(added.map((optionId) => ({ pollId, userId: viewer.id, optionId, postId: post.id })));
    await moveCounts(tx, pollId, removed, -1);
    await moveCounts(tx, pollId, added, 1);
    const [updated] = had.size === 0 ? await tx.update(polls).set({ votersCount: sql`${polls.votersCount} + 1` }).where(eq(polls.id, pollId)).returning() : [row];
    await recordEvents(tx, { type: 'poll.voted', pollId, postId: post.id, userId: viewer.id });
    return stateOf(tx, updated!, viewer.id);
  });
}

/** Its author, or whoever moderates where it was posted; closing a closed poll changes nothing. */
export async function closePoll(db: Db, viewer: AuthUser, pollId: number): Promise<PollState> {
  return inTransaction(db, async (tx) => {
    const { row, post } = await visiblePoll(tx, viewer, pollId, true);
    const allowed = canWrite(viewer) && (post.userId === viewer.id || moderates(viewer, await postCommunity(tx, post, viewer.id)));
    if (!allowed) throw new Forbidden();
    if (row.closedAt !== null) return stateOf(tx, row, viewer.id);
    const [closed] = await tx.update(polls).set({ closedAt: new Date() }).where(eq(polls.id, pollId)).returning();
    await recordEvents(tx, { type: 'poll.closed', pollId, postId: post.id, userId: viewer.id });
    return stateOf(tx, closed!, viewer.id);
  });
}
