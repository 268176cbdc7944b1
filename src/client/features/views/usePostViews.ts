/**
 * The post page's side of views: opening a published post counts a view, and the page's
 * counters follow `post-views.{id}` while it is open.
 */
import { useEffect, useState } from 'react';
import type { PostDto } from '../../../shared/dto/post.ts';
import { channels, pushes, type PostViewsPush } from '../../../shared/realtime.ts';
import { useChannel } from '../../platform/useChannel.ts';
import { reportView } from './view-reports.ts';

type ViewCounts = Pick<PostDto, 'unique_showings_count' | 'unique_views_count' | 'showings' | 'views' | 'replies_count'>;

/** The post with its view counters as fresh as the channel says. */
export function usePostViews<P extends ViewCounts & Pick<PostDto, 'id' | 'is_publish'>>(post: P): P {
  const [fresh, setFresh] = useState<PostViewsPush | null>(null);
  useEffect(() => {
    setFresh(null);
    if (post.is_publish) reportView(post.id);
  }, [post.id, post.is_publish]);
  useChannel(post.is_publish ? channels.postViews(post.id) : null, (event, data) => {
    if (event === pushes.postViews) setFresh(data as PostViewsPush);
  });
  return fresh ? { ...post, ...fresh } : post;
}
