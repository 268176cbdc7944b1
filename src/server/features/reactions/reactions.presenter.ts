import type { ReactionFields } from '../../../shared/dto/reaction.ts';
import type { Given } from '../../hydration/viewer.ts';
import { presentReactionCounts, type ReactionSet } from './reaction-set.ts';

export interface StoredReactions {
  reactionSum: number;
  disreactionSum: number;
  reactionCounts: Record<string, number>;
  reactionCount: number;
}

export function presentGiven(given: Given): Pick<ReactionFields, 'reaction_value' | 'reaction'> {
  return { reaction_value: given.value, reaction: given.reactionId === null ? null : { reaction_id: given.reactionId } };
}

export function presentReactionFields(stored: StoredReactions, given: Given, set: ReactionSet, mediaBase: string): ReactionFields {
  return {
    reaction_sum: stored.reactionSum,
    disreaction_sum: stored.disreactionSum,
    ...presentGiven(given),
    reactions: presentReactionCounts(stored.reactionCounts, set, mediaBase),
    reaction_count: stored.reactionCount,
  };
}
