/** What follows a post's publication outside the posts feature's own tables. */
import type { FastifyInstance } from 'fastify';
import { channels, pushes, type NewPostPush } from '../../../shared/realtime.ts';

export function postsSubscribers(app: FastifyInstance): void {
  // Readers of the New feed and of the blog or community see a "new posts" counter grow.
  app.events.subscribe('post.published', 'realtime.new-post', (event) => {
    const push: NewPostPush = { id: event.postId, subsite_id: event.ownerId, user_id: event.authorId, date: event.publishedAt };
    app.realtime.publish(channels.newFeedPosts(), pushes.newPost, push);
    for (const blog of new Set([event.ownerId, event.authorId])) app.realtime.publish(channels.blog(blog), pushes.newPost, push);
  });
}
