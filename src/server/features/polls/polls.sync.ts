// The post's save keeps a row per poll block (features/posts savePost calls this in its transaction).
// A poll that has a vote is frozen: its block must come back as it was, and it cannot be removed;
// closing it early is a call of its own.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Block, PollBlock } from '../../../shared/blocks/types.ts';
import type { Db } from '../../db/client.ts';
import { pollOptions, polls } from '../../db/schema/index.ts';
import { Invalid } from '../../platform/errors.ts';
import { isPollBlock } from './polls.presenter.ts';

type PollRow = typeof polls.$inferSelect;

interface StoredPoll {
  row: PollRow;
  options: Array<{ id: string; text: string }>;
}

async function storedPolls(tx: Db, postId: number): Promise<StoredPoll[]> {
  // Locked in id order, as a vote locks its poll, so a save and votes queue rather than deadlock.
  const rows = await tx.select().from(polls).where(eq(polls.postId, postId)).orderBy(asc(polls.id)).for('update');
  if (rows.length === 0) return [];
  const options = await tx
    .select({ pollId: pollOptions.pollId, id: pollOptions.optionId, text: pollOptions.text })
    .from(pollOptions)
    .where(
      inArray(
        pollOptions.pollId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(pollOptions.pollId), asc(pollOptions.position));
  return rows.map((row) => ({ row, options: options.filter((option) => option.pollId === row.id).map(({ id, text }) => ({ id, text })) }));
}

function sameEnd(stored: Date | null, given: string | null): boolean {
  return (stored?.getTime() ?? null) === (given === null ? null : Date.parse(given));
}

function unchanged(stored: StoredPoll, block: PollBlock): boolean {
  const { row, options } = stored;
  const data = block.data;
  return (
    row.question === data.question &&
    row.multiple === data.multiple &&
    row.results === data.results &&
    sameEnd(row.endsAt, data.ends_at) &&
    options.length === data.options.length &&
    options.every((option, index) => option.id === data.options[index]!.id && option.text === data.options[index]!.text)
  );
}

function pollValues(block: PollBlock) {
  const { question, multiple, results, ends_at } = block.data;
  return { question, multiple, results, endsAt: ends_at === null ? null : new Date(ends_at) };
}

async function writeOptions(tx: Db, pollId: number, block: PollBlock): Promise<void> {
  await tx.delete(pollOptions).where(eq(pollOptions.pollId, pollId));
  await tx.insert(pollOptions).values(block.data.options.map((option, position) => ({ pollId, optionId: option.id, position, text: option.text })));
}

/** A new or changed poll must end in the future; one that ended keeps its end through later saves. */
function checkEnd(block: PollBlock, index: number, now: number): void {
  if (block.data.ends_at !== null && Date.parse(block.data.ends_at) <= now) throw Invalid.field(`blocks.${index}.data.ends_at`, 'polls.errors.endInPast');
}

export async function syncPostPolls(tx: Db, postId: number, blocks: readonly Block[]): Promise<void> {
  const stored = await storedPolls(tx, postId);
  const byBlock = new Map(stored.map((poll) => [poll.row.blockId, poll]));
  const now = Date.now();
  const kept = new Set<string>();
  for (const [index, block] of blocks.entries()) {
    if (!isPollBlock(block)) continue;
    kept.add(block.id);
    const poll = byBlock.get(block.id);
    if (poll && unchanged(poll, block)) continue;
    if (poll && poll.row.votersCount > 0) throw Invalid.field(`blocks.${index}.data`, 'polls.errors.frozen');
    checkEnd(block, index, now);
    if (poll) {
      await tx.update(polls).set(pollValues(block)).where(eq(polls.id, poll.row.id));
      await writeOptions(tx, poll.row.id, block);
    } else {
      const [created] = await tx
        .insert(polls)
        .values({ postId, blockId: block.id, ...pollValues(block) })
        .returning({ id: polls.id });
      await writeOptions(tx, created!.id, block);
    }
  }
  const removed = stored.filter((poll) => !kept.has(poll.row.blockId));
  if (removed.some((poll) => poll.row.votersCount > 0)) throw Invalid.field('blocks', 'polls.errors.frozenRemoved');
  if (removed.length > 0) {
    await tx.delete(polls).where(
      and(
        eq(polls.postId, postId),
        inArray(
          polls.id,
          removed.map((poll) => poll.row.id),
        ),
      ),
    );
  }
}
