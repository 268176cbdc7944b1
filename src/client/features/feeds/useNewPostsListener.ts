import { channels, pushes } from '../../../shared/realtime.ts';
import { useChannel } from '../../platform/useChannel.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { newPostsCounter } from './new-posts-counter.ts';

export function useNewPostsListener() {
  const { auth } = usePageProps();
  useChannel(channels.newFeedPosts(), (event, data) => {
    if (event === pushes.newPost && data.user_id !== auth.user?.id) newPostsCounter.grow();
  });
}
