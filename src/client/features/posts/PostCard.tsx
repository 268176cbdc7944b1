/** Memoised: lists re-render on every page load, cards only when a part of their view changes. */
import { memo, useRef, type MouseEvent } from 'react';
import type { PostDto } from '../../../shared/dto/post.ts';
import type { Language } from '../../../shared/dto/user.ts';
import type { SharedProps } from '../../../shared/pages.ts';
import { isPlainClick } from '../../platform/plain-click.ts';
import { BlockList } from '../blocks/index.ts';
import { BookmarkButton } from '../bookmarks/index.ts';
import { PollsProvider } from '../polls/index.ts';
import { useHiddenNow } from '../ignores/index.ts';
import { LikeControl, ReactionsPreview, useItemReactions } from '../reactions/index.ts';
import { useShowing } from '../views/index.ts';
import { PostCounts } from './PostCounts.tsx';
import { PostHeader } from './PostHeader.tsx';
import { PostMenu } from './PostMenu.tsx';
import { ParentReplyLink } from './ReplyLinks.tsx';
import { PostTitle } from './PostTitle.tsx';
import { useEditPost } from './useEditPost.ts';

/**
 * Everything a card's markup depends on. A card is drawn from its view alone, and its markup is
 * shared among readers under the view whole (platform/shared-markup.tsx): the post with the
 * reader's marks, and what the card reads of the page besides.
 */
export interface PostCardView {
  post: PostDto;
  pinnable: boolean;
  /** The menu differs for a guest, the post's author or owner, and anyone else. */
  reader: 'guest' | 'owner' | 'member';
  language: Language;
  timeZone: string;
}

export function postCardView(post: PostDto, pinnable: boolean, { auth, language, timeZone }: Pick<SharedProps, 'auth' | 'language' | 'timeZone'>): PostCardView {
  const reader = auth.user === null ? 'guest' : auth.user.id === post.user.id || auth.user.id === post.category?.id ? 'owner' : 'member';
  return { post, pinnable, reader, language, timeZone };
}

export interface PostCardProps {
  view: PostCardView;
  /** A stable callback keeps the memo. */
  onDeleted(id: number): void;
}

/** A card's view is made anew on every render of its list: the card is drawn again when a part of it changes. */
function sameCard(before: PostCardProps, after: PostCardProps): boolean {
  const parts = Object.keys(before.view) as Array<keyof PostCardView>;
  return before.onDeleted === after.onDeleted && parts.every((part) => before.view[part] === after.view[part]);
}

export const PostCard = memo(function PostCard({ view: { post, pinnable }, onDeleted }: PostCardProps) {
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
      <PollsProvider value={{ postId: post.id, authorId: post.user_id, polls: post.polls }}>
        <BlockList blocks={post.blocks} variant="card" postTitle={post.title} />
      </PollsProvider>
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
}, sameCard);
