import type { PostDto } from './post.ts';

export const SCHEDULE_LIMITS = {
  /** How far ahead a draft may be scheduled. */
  aheadMs: 366 * 24 * 60 * 60 * 1000,
  /** Scheduled drafts an author may hold at once: the drafts page lists them all. */
  perAuthor: 50,
} as const;

/** A draft waiting for its time, as the drafts page lists it. */
export interface ScheduledDraft {
  post: PostDto;
  /** ISO 8601, UTC. */
  scheduled_at: string;
}
