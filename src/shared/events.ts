/**
 * What happened in the domain, as commands record it. A command writes its events in the
 * same transaction as its data (the outbox); subscribers — real-time pushes, counters,
 * notifications, search, mail — receive them after the commit. Each later feature adds
 * its own members to this union. Payloads carry ids and the facts subscribers route on,
 * never whole rows: a subscriber that needs more reads the current state.
 */
export type DomainEvent =
  | {
      type: 'post.published';
      postId: number;
      authorId: number;
      /** The blog or community the post lives in (the author's own id for their blog). */
      ownerId: number;
      replyId: number | null;
      publishedAt: string;
    }
  | { type: 'post.deleted'; postId: number; authorId: number; ownerId: number; wasPublished: boolean }
  | { type: 'account.registered'; userId: number; needsVerification: boolean };

export type DomainEventType = DomainEvent['type'];

export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
