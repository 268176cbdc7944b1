// Post events become sync jobs for the linked channel, after the commit; the job reads the post as it is then, so a
// publication, an edit, a deletion, a moderator's unpublishing or a restoration all take the same path.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { telegramLinks } from '../../db/schema/index.ts';

export function telegramSubscribers(app: FastifyInstance): void {
  const queue = async (eventId: number, subsiteId: number, postId: number) => {
    const [link] = await app.db.select({ enabled: telegramLinks.enabled }).from(telegramLinks).where(eq(telegramLinks.subsiteId, subsiteId)).limit(1);
    // Switched off, nothing is queued: a link switched on later does not send the posts it missed.
    if (!link?.enabled) return;
    await app.jobs.send('telegram.sync', { subsiteId, postId }, { key: `${eventId}:${subsiteId}` });
  };
  app.events.subscribe('post.published', 'telegram.post-published', (event, { eventId }) => queue(eventId, event.ownerId, event.postId));
  app.events.subscribe('post.updated', 'telegram.post-updated', (event, { eventId }) => queue(eventId, event.ownerId, event.postId));
  app.events.subscribe('post.deleted', 'telegram.post-deleted', async (event, { eventId }) => {
    if (event.wasPublished) await queue(eventId, event.ownerId, event.postId);
  });
  app.events.subscribe('post.unpublished', 'telegram.post-unpublished', (event, { eventId }) => queue(eventId, event.ownerId, event.postId));
  app.events.subscribe('post.restored', 'telegram.post-restored', (event, { eventId }) => queue(eventId, event.ownerId, event.postId));
}
