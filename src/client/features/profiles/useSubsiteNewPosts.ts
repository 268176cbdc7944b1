import { useState } from 'react';
import { channels, pushes } from '../../../shared/realtime.ts';
import { useChannel } from '../../platform/useChannel.ts';
import { usePageProps } from '../../platform/usePageProps.ts';

export function useSubsiteNewPosts(subsiteId: number): { count: number; clear(): void } {
  const { auth } = usePageProps();
  const [count, setCount] = useState(0);
  useChannel(channels.blog(subsiteId), (event, data) => {
    if (event === pushes.newPost && data.user_id !== auth.user?.id) setCount((current) => current + 1);
  });
  return { count, clear: () => setCount(0) };
}
