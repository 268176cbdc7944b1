/**
 * A post in a list (drafts, tags, replies and, with P4, the feeds): header, linked title,
 * the card selection of its blocks and the counters. Memoised: lists re-render on every
 * page load, cards only when their post object changes.
 */
import { memo } from 'react';
import type { PostDto } from '../../../shared/dto/post.ts';
import { BlockList } from '../blocks/index.ts';
import { PostCounts } from './PostCounts.tsx';
import { PostHeader } from './PostHeader.tsx';
import { PostMenu } from './PostMenu.tsx';
import { ParentReplyLink } from './ReplyLinks.tsx';
import { PostTitle } from './PostTitle.tsx';

export interface PostCardProps {
  post: PostDto;
  /** The list is the reader's own profile: the menu offers pinning. */
  pinnable?: boolean;
  /** Called with the post's id once it is deleted from its menu; a stable callback keeps the memo. */
  onDeleted(id: number): void;
}

export const PostCard = memo(function PostCard({ post, pinnable, onDeleted }: PostCardProps) {
  return (
    <article className="flex flex-col gap-3 rounded-xl bg-surface px-4 py-4 nav:px-6 nav:py-5">
      <PostHeader post={post} aside={<PostMenu post={post} pinnable={pinnable} onDeleted={() => onDeleted(post.id)} />} />
      {post.parent_reply && <ParentReplyLink parent={post.parent_reply} />}
      <PostTitle post={post} as="h2" link className="text-[20px] leading-[1.3] nav:text-[22px]" />
      <BlockList blocks={post.blocks} variant="card" />
      <footer className="mt-1">
        <PostCounts post={post} />
      </footer>
    </article>
  );
});
