/**
 * Likes and reactions as the client sees them (spec 1, sections 3, 4 and 7). Posts carry
 * them now and comments will: every call names its target by type and id, and the types
 * are listed here once.
 */
import type { SubsiteCard } from './subsite.ts';

/** The kinds of item a member can like and react to. */
export const REACTION_TARGETS = ['post', 'comment'] as const;
export type ReactionTargetType = (typeof REACTION_TARGETS)[number];

export type LikeValue = 1 | -1;

/** A picture of the reaction set (spec 1, "Reaction asset"). */
export interface ReactionAsset {
  id: number;
  image_url: string;
}

/** One reaction's count on an item, with its picture. */
export interface ReactionCount {
  reaction_id: number;
  count: number;
  reaction: { image_url: string };
}

/** The fields of an item that say how it was liked and reacted to. */
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

/** `POST /reaction`. */
export interface ReactionResult {
  reaction: { reaction_id: number } | null;
  reactions: ReactionCount[];
  reaction_count: number;
}

/** `GET /likers` entries (spec 1, "Liker entry"). */
export interface Liker {
  user: SubsiteCard;
  value: LikeValue;
}

/** Pushed on `likes.{type}.{id}` after every change of an item's likes or reactions. */
export interface LikesPush {
  /** The item's id: a post's comments share one channel. */
  id: number;
  reaction_sum: number;
  disreaction_sum: number;
  reactions: ReactionCount[];
  reaction_count: number;
}
