/** Counters move live on the post's one comment-likes channel, so a thread of any length is a single subscription. */
import type { CommentDto } from '../../../shared/dto/comment.ts';
import { channels } from '../../../shared/realtime.ts';
import { BookmarkButton } from '../bookmarks/index.ts';
import { LikeControl, ReactionsBar, useItemReactions } from '../reactions/index.ts';

export function CommentActions({ comment }: { comment: CommentDto }) {
  const channel = channels.commentLikes(comment.post_id);
  const reactions = useItemReactions('comment', comment, channel);
  return (
    <>
      <LikeControl reactions={reactions} />
      <ReactionsBar reactions={reactions} />
      <BookmarkButton type="comment" item={comment} channel={channel} />
    </>
  );
}
