// The post page's first page of comments. Its shared half is kept, tagged with each comment's author
// (names and pictures) and the post's author and owner (comments' addresses are the post's); the
// reader's half comes from the post page's one statement of the reader's state.
import { COMMENT_LIMITS, type CommentDto } from '../../../shared/dto/comment.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import type { ReadContext } from '../../pipeline/context.ts';
import type { Skeleton } from '../../pipeline/skeleton.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import type { CommentReader } from './comments.presenter.ts';
import { everyComment, forReader, guestCommentItems, type GuestComments } from './comments.pipeline.ts';
import type { RootKey } from './comments.queries.ts';
import { FIRST_PAGE, pagedPost, rootIds, rootsPaginator } from './comments.read.ts';

export interface FirstComments extends GuestComments {
  skeleton: Skeleton<RootKey>;
}

export function firstCommentsShared(context: ReadContext, post: PostDto): Promise<FirstComments> {
  return context.cache.shared<FirstComments>(`comments ${post.id}`, async () => {
    const { ids, skeleton } = await rootIds(context.db, post.id, FIRST_PAGE.sort, FIRST_PAGE.request);
    const value = { skeleton, ...(await guestCommentItems(context, post, ids, COMMENT_LIMITS.firstReplies)) };
    const people = [post.user_id, post.category_id ?? post.user_id, ...everyComment(value.comments).map((comment) => comment.user_id)];
    return { value, tags: [pageTags.post(post.id), ...new Set(people.map(pageTags.subsite))] };
  });
}

export function firstCommentsFor(shared: FirstComments, post: PostDto, reader: CommentReader): Paginator<CommentDto> {
  return rootsPaginator(forReader(shared, reader), pagedPost(post), FIRST_PAGE.sort, FIRST_PAGE.request, shared.skeleton);
}
