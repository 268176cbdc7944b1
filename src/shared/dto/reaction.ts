import type { SubsiteCard } from './subsite.ts';

export const REACTION_TARGETS = ['post', 'comment'] as const;
export type ReactionTargetType = (typeof REACTION_TARGETS)[number];

export type LikeValue = 1 | -1;

export interface ReactionAsset {
  id: number;
  image_url: string;
}

export interface ReactionCount {
  reaction_id: number;
  count: number;
  reaction: { image_url: string };
}

export interface ReactionFields {
  reaction_sum: number;
  disreaction_sum: number;
  /** The viewer's own like (1), dislike (-1) or none. */
  reaction_value: LikeValue | null;
  /** The viewer's own rich reaction. */
  reaction: { reaction_id: number } | null;
  /** Most given first. */
  reactions: ReactionCount[];
  reaction_count: number;
}

/** `POST /like`: the item's like counters after the change, under the names old and new widgets read. */
export interface LikeResult {
  reaction_sum: number;
  disreaction_sum: number;
  likesCount: number;
  dislikesCount: number;
  reaction_value: LikeValue | null;
}

export interface ReactionResult {
  reaction: { reaction_id: number } | null;
  reactions: ReactionCount[];
  reaction_count: number;
}

export interface Liker {
  user: SubsiteCard;
  value: LikeValue;
}

export interface LikesPush {
  /** The item's id: a post's comments share one channel. */
  id: number;
  reaction_sum: number;
  disreaction_sum: number;
  reactions: ReactionCount[];
  reaction_count: number;
}
