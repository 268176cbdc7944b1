import type { FastifyInstance } from 'fastify';
import { forgetPreview } from './previews.commands.ts';

export function previewsSubscribers(app: FastifyInstance): void {
  app.events.subscribe('post.published', 'previews.forget', ({ postId }) => forgetPreview(app.db, postId));
}
