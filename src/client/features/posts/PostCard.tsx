/** Memoised: lists re-render on every page load, cards only when their post object changes. */
import { memo, useRef, type MouseEvent } from 'react';
import type { PostDto } from '../../../shared/dto/post.ts';
import type { SharedProps } from '../../../shared/pages.ts';
import { isPlainClick } from '../../platform/plain-click.ts';
import { BlockList } from '../blocks/index.ts';
import { BookmarkButton } from '../bookmarks/index.ts';
import { useHiddenNow } from '../ignores/index.ts';
import { LikeControl, ReactionsPreview, useItemReactions } from '../reactions/index.ts';
import { useShowing } from '../views/index.ts';
import { PostCounts } from './PostCounts.tsx';
import { PostHeader } from './PostHeader.tsx';
import { PostMenu } from './PostMenu.tsx';
import { ParentReplyLink } from './ReplyLinks.tsx';
import { PostTitle } from './PostTitle.tsx';
import { useEditPost } from './useEditPost.ts';

export interface PostCardProps {
  post: PostDto;
  pinnable?: boolean;
  /** A stable callback keeps the memo. */
  onDeleted(id: number): void;
}

/**
 * Everything a card's markup depends on, for sharing it among readers (platform/shared-markup.tsx).
 * A card that starts reading anything else must add it here.
 */
export function postCardMarkupKey(post: PostDto, pinnable: boolean, { auth, language, timeZone }: Pick<SharedProps, 'auth' | 'language' | 'timeZone'>): string {
  const viewer = auth.user === null ? 'guest' : auth.user.id === post.user.id || auth.user.id === post.category?.id ? 'owner' : 'member';
  return JSON.stringify(['post-card', post, pinnable, language, timeZone, viewer]);
}

export const PostCard = memo(function PostCard({ post, pinnable, onDeleted }: PostCardProps) {
  const editPost = useEditPost();
  const card = useRef<HTMLElement>(null);
  useShowing(card, post.id, post.is_publish);
  const reactions = useItemReactions('post', post);
  const hidden = useHiddenNow(post);
  const openDraft = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void editPost(post);
  };
  if (hidden) return null;
  return (
    <article ref={card} className="flex flex-col gap-3.5 rounded-xl bg-surface px-4 py-5 nav:px-6 nav:py-6">
      <PostHeader post={post} aside={<PostMenu post={post} pinnable={pinnable} onDeleted={() => onDeleted(post.id)} />} />
      {post.parent_reply && <ParentReplyLink parent={post.parent_reply} />}
      <PostTitle
        post={post}
        as="h2"
        link
        onLinkClick={post.is_publish ? undefined : openDraft}
        className="text-[20px] leading-[1.3] nav:text-[22px]"
      />
      <BlockList blocks={post.blocks} variant="card" postTitle={post.title} />
      <footer className="-mb-1 flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <PostCounts post={post} />
        {post.is_publish && (
          <div className="-mr-2 ml-auto flex items-center gap-1">
            <ReactionsPreview reactions={reactions} />
            <LikeControl reactions={reactions} />
            <BookmarkButton type="post" item={post} />
          </div>
        )}
      </footer>
    </article>
  );
});
