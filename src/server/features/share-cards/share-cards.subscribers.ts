import type { FastifyInstance } from 'fastify';

/** Every change that may change what a card shows, or whether the post may have one; the job compares and decides. */
const POST_CHANGES = ['post.published', 'post.updated', 'post.unpublished', 'post.deleted', 'post.restored'] as const;

export function shareCardsSubscribers(app: FastifyInstance): void {
  for (const type of POST_CHANGES) {
    app.events.subscribe(type, 'share-cards.post', ({ postId }, { eventId }) => app.jobs.send('share-cards.post', { postId }, { key: `event:${eventId}` }));
  }
  // A member's name is on their posts' cards; a deleted account's leaves them.
  app.events.subscribe('subsite.renamed', 'share-cards.author', ({ subsiteId }, { eventId }) => app.jobs.send('share-cards.author', { authorId: subsiteId }, { key: `event:${eventId}` }));
  app.events.subscribe('account.deleted', 'share-cards.author', ({ userId }, { eventId }) => app.jobs.send('share-cards.author', { authorId: userId }, { key: `event:${eventId}` }));
}
