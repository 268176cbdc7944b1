/** A poll's state beside its block (PostDto.polls): what every reader shares, then what this reader sees of it. */
export interface PollState {
  id: number;
  /** The poll block it belongs to. */
  block_id: string;
  /** Members who voted. */
  voters: number;
  /** Votes by option id; null while this reader may not see the results yet. */
  counts: Record<string, number> | null;
  /** Set once the author or a moderator closed it early. */
  closed_at: string | null;
  /** Ended by its time or closed: no more votes, and results for everyone. */
  ended: boolean;
  /** The options this reader chose; empty for a guest or one who has not voted. */
  my_choice: string[];
}

/** Counts on the post's channel after each vote; a poll whose results wait for a vote sends only its voters' number. */
export interface PollPush {
  post_id: number;
  poll_id: number;
  block_id: string;
  voters: number;
  counts: Record<string, number> | null;
  closed_at: string | null;
}
