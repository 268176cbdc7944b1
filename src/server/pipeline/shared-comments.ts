// The post page's first page of comments, shared like shared-posts.ts. Tagged with each comment
// author (names and pictures) and the post's author and owner (comments' addresses are the post's).
import { COMMENT_LIMITS, type CommentDto } from '../../shared/dto/comment.ts';
import type { Paginator } from '../../shared/dto/paginator.ts';
import type { PostDto } from '../../shared/dto/post.ts';
import type { CommentReader } from '../features/comments/comments.presenter.ts';
import type { RootKey } from '../features/comments/comments.queries.ts';
import { FIRST_PAGE, pagedPost, rootIds, rootsPaginator } from '../features/comments/comments.read.ts';
import type { ViewerSubjects } from '../hydration/viewer.ts';
import type { PageCache } from '../platform/page-cache/page-cache.plugin.ts';
import { pageTags } from '../platform/page-cache/page-tags.ts';
import { forReader, guestCommentItems, type GuestComments } from './comments.ts';
import type { ReadContext } from './posts.ts';
import type { Skeleton } from './skeleton.ts';

export interface SharedComments extends GuestComments {
  skeleton: Skeleton<RootKey>;
}

const everyComment = ({ comments }: GuestComments) => comments.flatMap((root) => [root, ...root.replies]);

export function sharedFirstComments(cache: PageCache, { db, mediaBase }: ReadContext, post: PostDto): Promise<SharedComments | undefined> {
  return cache.shared<SharedComments>(`comments ${post.id}`, async () => {
    const { ids, skeleton } = await rootIds(db, post.id, FIRST_PAGE.sort, FIRST_PAGE.request);
    const value = { skeleton, ...(await guestCommentItems({ db, mediaBase }, post, ids, COMMENT_LIMITS.firstReplies)) };
    const people = [post.user_id, post.category_id ?? post.user_id, ...everyComment(value).map((comment) => comment.user_id)];
    return { value, tags: [pageTags.post(post.id), ...new Set(people.map(pageTags.subsite))] };
  });
}

export function commentSubjects(shared: SharedComments, postId: number): ViewerSubjects {
  const comments = everyComment(shared);
  return { commentIds: comments.map((comment) => comment.id), subsiteIds: comments.map((comment) => comment.user_id), visitedPostIds: [postId] };
}

export function firstCommentsFor(shared: SharedComments, post: PostDto, reader: CommentReader): Paginator<CommentDto> {
  return rootsPaginator(forReader(shared, reader), pagedPost(post), FIRST_PAGE.sort, FIRST_PAGE.request, shared.skeleton);
}
