import { COMMENT_LIMITS, type CommentDto, type CommentSort } from '../../../shared/dto/comment.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import type { Db } from '../../db/client.ts';
import type { CommentedPost } from './comments.hydration.ts';
import { paginator } from '../../lib/paginator.ts';
import type { ReadContext } from '../../pipeline/context.ts';
import { commentItems } from './comments.pipeline.ts';
import type { PageRequest, Skeleton } from '../../pipeline/skeleton.ts';
import { pinnedRoot, rootComments, type RootKey } from './comments.queries.ts';

export type PagedPost = Pick<CommentedPost, 'id' | 'url' | 'commentsCount'>;

export const pagedPost = (post: PostDto): PagedPost => ({ id: post.id, url: post.url, commentsCount: post.comments_count });

export const FIRST_PAGE: { sort: CommentSort; request: PageRequest<RootKey> } = { sort: 'popular', request: { page: 1, perPage: COMMENT_LIMITS.perPage, after: null } };

export async function rootIds(db: Db, postId: number, sort: CommentSort, page: PageRequest<RootKey>): Promise<{ ids: number[]; skeleton: Skeleton<RootKey> }> {
  const [pinned, skeleton] = await Promise.all([page.page === 1 ? pinnedRoot(db, postId) : undefined, rootComments(db, postId, sort, page)]);
  return { ids: pinned === undefined ? skeleton.ids : [pinned, ...skeleton.ids], skeleton };
}

export function rootsPaginator(data: CommentDto[], post: PagedPost, sort: CommentSort, page: PageRequest<RootKey>, skeleton: Skeleton<RootKey>): Paginator<CommentDto> {
  // total counts every comment, replies included: the number the post shows.
  return paginator(data, { skeleton, request: page, total: post.commentsCount, path: `/posts/${post.id}/comments`, query: { type: sort, perPage: page.perPage } });
}

export async function rootsPage(context: ReadContext, post: PagedPost, sort: CommentSort, page: PageRequest<RootKey>): Promise<Paginator<CommentDto>> {
  const { ids, skeleton } = await rootIds(context.db, post.id, sort, page);
  const data = await commentItems(context, post, ids, COMMENT_LIMITS.firstReplies);
  return rootsPaginator(data, post, sort, page, skeleton);
}
