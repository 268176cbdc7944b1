/**
 * A page of a post's root comments, each with its first replies, the pinned root first on
 * page 1: the answer of `GET /posts/{id}/comments` and the first page rendered with the post.
 */
import { COMMENT_LIMITS, type CommentDto, type CommentSort } from '../../../shared/dto/comment.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import type { CommentedPost } from '../../hydration/comments.ts';
import { paginator } from '../../lib/paginator.ts';
import { commentItems } from '../../pipeline/comments.ts';
import type { ReadContext } from '../../pipeline/posts.ts';
import type { PageRequest } from '../../pipeline/skeleton.ts';
import { pinnedRoot, rootComments, type RootKey } from './comments.queries.ts';

export type PagedPost = Pick<CommentedPost, 'id' | 'url' | 'commentsCount'>;

export async function rootsPage(context: ReadContext, post: PagedPost, sort: CommentSort, page: PageRequest<RootKey>): Promise<Paginator<CommentDto>> {
  const [pinned, skeleton] = await Promise.all([page.page === 1 ? pinnedRoot(context.db, post.id) : undefined, rootComments(context.db, post.id, sort, page)]);
  const ids = pinned === undefined ? skeleton.ids : [pinned, ...skeleton.ids];
  const data = await commentItems(context, post, ids, COMMENT_LIMITS.firstReplies);
  // total counts every comment, replies included: the number the post shows.
  return paginator(data, { skeleton, request: page, total: post.commentsCount, path: `/posts/${post.id}/comments`, query: { type: sort, perPage: page.perPage } });
}
