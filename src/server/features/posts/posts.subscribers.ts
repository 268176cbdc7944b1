import type { FastifyInstance } from 'fastify';
import { channels, pushes, type NewPostPush } from '../../../shared/realtime.ts';
import type { EventOf } from '../../../shared/events.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';

type PostChange = EventOf<'post.published' | 'post.updated' | 'post.deleted' | 'post.restored'>;

/**
 * A page that shows the post carries its tag (the pipeline adds it as the page reads the post), so an
 * edit drops only those; the lists the post enters or leaves are dropped by their own tags.
 */
export function pagesShowingPost(event: PostChange): string[] {
  const relisted = event.type !== 'post.updated' || event.moved;
  return [
    pageTags.post(event.postId),
    ...(relisted ? [pageTags.feeds, ...new Set([event.ownerId, event.authorId].map(pageTags.subsite))] : []),
    ...(event.replyId === null ? [] : [pageTags.post(event.replyId)]),
    ...event.tags.map(pageTags.tag),
  ];
}

export function postsSubscribers(app: FastifyInstance): void {
  // The pages go first: a reader told of a new post loads the feed at once, and members' feeds are read from the same shared data.
  const dropPages = (event: PostChange) => app.pageCache.drop(pagesShowingPost(event));
  app.events.subscribe('post.published', 'page-cache.drop', dropPages);

  // Readers of the New feed and of the blog or community see a "new posts" counter grow.
  // An imported post keeps its old date, so it lands far down the New feed: no "new posts" counter for it.
  app.events.subscribe('post.published', 'realtime.new-post', (event) => {
    if (event.imported) return;
    const push: NewPostPush = { id: event.postId, subsite_id: event.ownerId, user_id: event.authorId, date: event.publishedAt };
    app.realtime.publish(channels.newFeedPosts(), pushes.newPost, push);
    for (const blog of new Set([event.ownerId, event.authorId])) app.realtime.publish(channels.blog(blog), pushes.newPost, push);
  });

  app.events.subscribe('post.updated', 'page-cache.drop', dropPages);
  app.events.subscribe('post.deleted', 'page-cache.drop', dropPages);
  app.events.subscribe('post.restored', 'page-cache.drop', dropPages);
}
