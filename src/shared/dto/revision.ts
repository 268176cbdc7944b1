// A published post's history as readers see it: its versions and what one changed against the one before.
import type { Block } from '../blocks/types.ts';
import type { SubsiteCard } from './subsite.ts';

export const REVISION_LIMITS = {
  /** Characters of a hiding reason. */
  reason: 500,
  /** Versions listed on the history page, newest first. */
  listed: 200,
} as const;

export interface WordPiece {
  op: 'same' | 'ins' | 'del';
  text: string;
}

/**
 * `unchanged`: a run of blocks as they were, told by its length. `original`: a block of the first version, which has
 * nothing before it. `changed`: one block edited in place; `words` is its text's word diff, null for pictures, embeds
 * and links, which are shown before and after.
 */
export type BlockChange =
  | { kind: 'unchanged'; count: number }
  | { kind: 'original'; block: Block }
  | { kind: 'added'; block: Block }
  | { kind: 'removed'; block: Block }
  | { kind: 'changed'; before: Block; after: Block; words: WordPiece[] | null };

export interface RevisionDto {
  number: number;
  created_at: string;
  /** Null once the account is gone. */
  editor: SubsiteCard | null;
  title: string;
  hidden: boolean;
  /** Whether this reader may see it: readers do not see a hidden version, its author and moderators do. */
  readable: boolean;
  /** Only for those who see hidden versions. */
  hidden_reason: string | null;
}

export interface RevisionDiffDto {
  number: number;
  /** The version it is compared with: the one before that this reader may see; null for the first. */
  base: number | null;
  changes: BlockChange[];
}
