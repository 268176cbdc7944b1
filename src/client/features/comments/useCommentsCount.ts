/** Each comment push carries the server's count after the change: nothing is guessed here, so nothing drifts. */
import { useState } from 'react';
import type { RealtimeHandler } from '../../platform/realtime.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { useChannel } from '../../platform/useChannel.ts';

type Counted = Pick<PostDto, 'id' | 'comments_count'>;

export function useCommentsCount<P extends Counted>(post: P): P {
  const [heard, setHeard] = useState<{ from: Counted; count: number } | null>(null);
  const take: RealtimeHandler = (event, data) => {
    if (event === pushes.newComment || event === pushes.deletedComment) setHeard({ from: post, count: data.comments_count });
  };
  useChannel(channels.newComment(post.id), take);
  useChannel(channels.deletedComment(post.id), take);
  // New props (another post, a reload) are newer than anything heard before them.
  const fresh = heard && heard.from.id === post.id && heard.from.comments_count === post.comments_count;
  return fresh ? { ...post, comments_count: heard.count } : post;
}
