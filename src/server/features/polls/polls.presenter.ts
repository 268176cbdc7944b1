// A poll's shared counts become what one reader is shown: results wait for their vote when the
// author asked so, until the poll ends.
import type { Block, PollBlock, PollData } from '../../../shared/blocks/types.ts';
import type { PollState } from '../../../shared/dto/poll.ts';
import type { SharedPoll } from '../../hydration/polls.ts';

export function isPollBlock(block: Block): block is PollBlock {
  return block.type === 'poll';
}

/** What decides whom the results are shown to. */
export type PollTerms = Pick<PollData, 'ends_at' | 'results'>;

export function hasEnded(closedAt: string | null, terms: PollTerms, now: number): boolean {
  return closedAt !== null || (terms.ends_at !== null && Date.parse(terms.ends_at) <= now);
}

export function pollForReader(shared: PollState, terms: PollTerms, myChoice: readonly string[], now = Date.now()): PollState {
  const ended = hasEnded(shared.closed_at, terms, now);
  const shown = ended || terms.results === 'always' || myChoice.length > 0;
  return { ...shared, counts: shown ? shared.counts : null, ended, my_choice: [...myChoice] };
}

/** The counts are everyone's; `ended` and `my_choice` are filled by `pollForReader`. */
export function sharedPollState(poll: SharedPoll): PollState {
  return { id: poll.id, block_id: poll.blockId, voters: poll.voters, counts: poll.counts, closed_at: poll.closedAt, ended: false, my_choice: [] };
}

/** The polls of the blocks shown (a card shows one at most), in the blocks' order. */
export function presentSharedPolls(polls: readonly SharedPoll[], blocks: readonly Block[]): PollState[] {
  return blocks.filter(isPollBlock).flatMap((block) => {
    const poll = polls.find((candidate) => candidate.blockId === block.id);
    return poll ? [sharedPollState(poll)] : [];
  });
}

/** `shared` comes from sharedPollState; a poll whose block is not among `blocks` is dropped. */
export function pollsForReader(shared: readonly PollState[], blocks: readonly Block[], votes: ReadonlyMap<number, readonly string[]>, now = Date.now()): PollState[] {
  return shared.flatMap((poll) => {
    const block = blocks.find((candidate): candidate is PollBlock => isPollBlock(candidate) && candidate.id === poll.block_id);
    return block ? [pollForReader(poll, block.data, votes.get(poll.id) ?? [], now)] : [];
  });
}
