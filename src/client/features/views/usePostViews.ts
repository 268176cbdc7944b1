import { useEffect, useState } from 'react';
import type { PostDto } from '../../../shared/dto/post.ts';
import { channels, pushes, type PostViewsPush } from '../../../shared/realtime.ts';
import { useChannel } from '../../platform/useChannel.ts';
import { reportView } from './view-reports.ts';
import { viewSource } from './view-source.ts';

type ViewCounts = Pick<PostDto, 'unique_showings_count' | 'unique_views_count' | 'showings' | 'views' | 'replies_count'>;

export function usePostViews<P extends ViewCounts & Pick<PostDto, 'id' | 'is_publish'>>(post: P): P {
  const [fresh, setFresh] = useState<PostViewsPush | null>(null);
  useEffect(() => {
    setFresh(null);
    if (post.is_publish) reportView(post.id, viewSource());
  }, [post.id, post.is_publish]);
  useChannel(post.is_publish ? channels.postViews(post.id) : null, (event, data) => {
    if (event === pushes.postViews) setFresh(data);
  });
  return fresh ? { ...post, ...fresh } : post;
}
