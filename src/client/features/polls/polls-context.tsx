import { createContext, use, type ReactNode } from 'react';
import type { PollState } from '../../../shared/dto/poll.ts';

/** The post's polls as this reader sees them: given around the blocks, since a post's body markup is shared by every reader. */
export interface PostPolls {
  postId: number;
  authorId: number;
  polls: readonly PollState[];
}

const PollsContext = createContext<PostPolls | null>(null);

export function PollsProvider({ value, children }: { value: PostPolls; children: ReactNode }) {
  return <PollsContext value={value}>{children}</PollsContext>;
}

export function usePostPolls(): PostPolls | null {
  return use(PollsContext);
}
