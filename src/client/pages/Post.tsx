import { Suspense, useMemo, useRef } from 'react';
import { router } from '@inertiajs/react';
import { BlockList } from '../features/blocks/index.ts';
import { AdSlot } from '../features/ads/index.ts';
import { BookmarkButton } from '../features/bookmarks/index.ts';
import { CommentsSection, useCommentsCount } from '../features/comments/index.ts';
import { useRecordViewedPost } from '../features/discovery/index.ts';
import { FollowButton } from '../features/follows/index.ts';
import {
  ParentReplyLink,
  PostCounts,
  PostHeader,
  PostMenu,
  PostOwnerCard,
  PostTitle,
  RepliesLink,
  ReplyActions,
  ShareButton,
} from '../features/posts/index.ts';
import { PollsProvider } from '../features/polls/index.ts';
import { LikeControl, ReactionsBar, useItemReactions } from '../features/reactions/index.ts';
import { EditedMark } from '../features/revisions/index.ts';
import { SeriesBox, SeriesPager } from '../features/series/index.ts';
import { usePostViews, useReadDepth } from '../features/views/index.ts';
import { previousPage } from '../platform/previous-page.ts';
import { SharedMarkup } from '../platform/shared-markup.tsx';
import { pathOf } from '../platform/url-paths.ts';
import { usePageProps } from '../platform/usePageProps.ts';

/** Back to the page the reader came from, else home; replacing the entry keeps Back off the deleted post. */
function leaveDeletedPost(postUrl: string) {
  const from = previousPage();
  router.visit(from !== null && pathOf(from) !== postUrl ? from : '/', { replace: true });
}

export default function Post() {
  const { post: stored, comments: firstComments, comment_ban: commentBan, edited_at: editedAt, series, language } = usePageProps<'Post'>();
  const post = useCommentsCount(usePostViews(stored));
  // The page's own props, not the copy views update: new props reset the reactions and the bookmark, a view push must not.
  const reactions = useItemReactions('post', stored);
  useRecordViewedPost(stored);
  const polls = useMemo(() => ({ postId: stored.id, authorId: stored.user_id, polls: stored.polls }), [stored]);
  const body = useRef<HTMLDivElement>(null);
  useReadDepth(body, stored.id, stored.is_publish);
  return (
    <div className="flex flex-col gap-4">
      <article className="rounded-xl bg-surface px-4 pb-4 pt-5 nav:px-7 nav:pb-5 nav:pt-6">
        <PostHeader
          post={post}
          afterDate={editedAt && <EditedMark postId={post.id} editedAt={editedAt} />}
          aside={
            <>
              {/* On narrow screens the owner card under the post carries the button. */}
              {post.is_publish && (
                <span className="hidden nav:contents">
                  <FollowButton subsite={post.category ?? post.user} fromPost={post.id} />
                </span>
              )}
              <PostMenu post={post} onDeleted={() => leaveDeletedPost(post.url)} />
            </>
          }
        />
        {post.parent_reply && (
          <div className="mt-4">
            <ParentReplyLink parent={post.parent_reply} />
          </div>
        )}
        <PostTitle post={post} as="h1" className="mt-4 text-[26px] leading-[1.2] nav:text-[30px]" />
        {series && <SeriesBox series={series} postId={post.id} />}
        {/* The body is the page's largest part and the same for every reader: its markup is shared. */}
        <PollsProvider value={polls}>
          <div ref={body}>
            <SharedMarkup kind="post-body" view={{ blocks: post.blocks, title: post.title, language }}>
              {(shared) => <BlockList blocks={shared.blocks} postTitle={shared.title} className="mt-5" />}
            </SharedMarkup>
          </div>
        </PollsProvider>
        {series && <SeriesPager series={series} postId={post.id} />}
        <footer className="mt-7 flex flex-col gap-4 border-t border-line pt-3">
          {post.is_publish && <ReactionsBar reactions={reactions} />}
          <div className="flex items-center justify-between gap-2">
            <PostCounts post={post} onPostPage />
            {post.is_publish && (
              <div className="ml-auto flex items-center gap-1">
                <LikeControl reactions={reactions} />
                <BookmarkButton type="post" item={stored} />
                <ShareButton url={post.url} />
              </div>
            )}
          </div>
          {/* A draft is its author's alone: nothing to answer, repost or share yet. */}
          {post.is_publish && (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <ReplyActions post={post} />
              <RepliesLink post={post} />
            </div>
          )}
        </footer>
      </article>
      {post.is_publish && <PostOwnerCard post={post} />}
      <AdSlot position="under_post" />
      {/* Hydrated in a slice of its own, after the post the reader came for. */}
      <Suspense>
        <CommentsSection key={post.id} post={post} first={firstComments} ban={commentBan} />
      </Suspense>
    </div>
  );
}
