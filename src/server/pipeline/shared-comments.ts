/**
 * The post page's first page of comments (Popular, page 1) from the data every guest gets, as
 * shared-posts.ts builds the post: the page's skeleton and its roots with their first replies
 * presented for a guest, with each comment's text for the readers' blocked keywords, kept by
 * the page cache under `comments {post id}`. A reader's page is that data through their rules
 * and state (`forReader`, the full pipeline's own last step), their state asked in the post
 * page's one viewer statement. Other pages, the New order and the thread view go through the
 * pipeline.
 *
 * Tags: the post's (every comment written, edited or deleted under it, and every like,
 * reaction or bookmark of one of its comments drops it), its author's and owner's (the
 * comments' addresses are the post's) and each comment author's (their names and pictures).
 */
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

/** The first page of a post's comments as every guest sees it. */
export interface SharedComments extends GuestComments {
  skeleton: Skeleton<RootKey>;
}

const everyComment = ({ comments }: GuestComments) => comments.flatMap((root) => [root, ...root.replies]);

/** The shared first page of `post` (a post every guest may see); undefined while sharing is off. */
export function sharedFirstComments(cache: PageCache, { db, mediaBase }: ReadContext, post: PostDto): Promise<SharedComments | undefined> {
  return cache.shared<SharedComments>(`comments ${post.id}`, async () => {
    const { ids, skeleton } = await rootIds(db, post.id, FIRST_PAGE.sort, FIRST_PAGE.request);
    const value = { skeleton, ...(await guestCommentItems({ db, mediaBase }, post, ids, COMMENT_LIMITS.firstReplies)) };
    const people = [post.user_id, post.category_id ?? post.user_id, ...everyComment(value).map((comment) => comment.user_id)];
    return { value, tags: [pageTags.post(post.id), ...new Set(people.map(pageTags.subsite))] };
  });
}

/** What the reader's state is asked about for these comments: what they gave, bookmarked and ignore, and their previous visit. */
export function commentSubjects(shared: SharedComments, postId: number): ViewerSubjects {
  const comments = everyComment(shared);
  return { commentIds: comments.map((comment) => comment.id), subsiteIds: comments.map((comment) => comment.user_id), visitedPostIds: [postId] };
}

/** The first page as `reader` sees it: what the full pipeline gives them. */
export function firstCommentsFor(shared: SharedComments, post: PostDto, reader: CommentReader): Paginator<CommentDto> {
  return rootsPaginator(forReader(shared, reader), pagedPost(post), FIRST_PAGE.sort, FIRST_PAGE.request, shared.skeleton);
}
