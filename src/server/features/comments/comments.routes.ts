import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { COMMENT_LIMITS } from '../../../shared/dto/comment.ts';
import { paginator, readPageRequest } from '../../lib/paginator.ts';
import { loadCommentedPost, type CommentedPost } from './comments.hydration.ts';
import { commentCards, commentItems, commentThread } from './comments.pipeline.ts';
import { readContext } from '../../pipeline/context.ts';
import { isTimeKey } from '../../pipeline/cursor.ts';
import { serveCall } from '../../platform/calls.ts';
import { NotFound } from '../../platform/errors.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { managerRoleOf } from '../communities/index.ts';
import { postCommunity } from '../posts/index.ts';
import { banInBlog, createComment, destroyBranch, destroyComment, editComment, togglePin } from './comments.commands.ts';
import { commentControls } from './comments.policy.ts';
import { bestComments, branchReplies, findComment, keyGuardOf, repliesOf } from './comments.queries.ts';
import { rootsPage } from './comments.read.ts';

/** Per user: a lively discussion is a comment every few seconds; a script is stopped within a minute. */
const WRITES = { max: 20, windowMs: 60_000 };
/** Per user: edits, deletions and pins together. */
const CHANGES = { max: 60, windowMs: 60_000 };
const DAY_MS = 86_400_000;
/** The right column's widget asks for its own count; five when it does not say. */
const POPULAR_DEFAULT = 5;

export default async function commentsRoutes(app: FastifyInstance) {
  const changes = { config: app.limited('commentChanges', CHANGES) };

  async function commentWithPost(id: number): Promise<{ comment: NonNullable<Awaited<ReturnType<typeof findComment>>>; post: CommentedPost }> {
    const comment = await findComment(app.db, id);
    const post = comment && (await loadCommentedPost(app.db, comment.postId));
    if (!comment || !post) throw new NotFound();
    return { comment, post };
  }

  async function answerComment(request: FastifyRequest, id: number) {
    const { post } = await commentWithPost(id);
    const [item] = await commentItems(readContext(app, request), post, [id]);
    return item!;
  }

  serveCall(app, calls.comments.create, { config: app.limited('commentWrites', WRITES) }, async (request) => {
    return answerComment(request, await createComment(app.db, request.user, request.body));
  });

  serveCall(app, calls.comments.edit, changes, async (request) => {
    await editComment(app.db, request.user, request.params.id, request.body.comment, request.body.mediaIds);
    return answerComment(request, request.params.id);
  });

  serveCall(app, calls.comments.ofPost, async (request) => {
    const { type: sort = 'popular', perPage = COMMENT_LIMITS.perPage, cursor, commentId } = request.query;
    const post = await loadCommentedPost(app.db, request.params.id);
    if (!post) throw new NotFound();
    const page = readPageRequest(cursor, keyGuardOf(sort), perPage);
    if (commentId !== undefined) {
      const target = await findComment(app.db, commentId);
      if (!target || target.postId !== post.id) throw new NotFound();
      const rootId = target.branchId ?? target.id;
      const data = await commentThread(readContext(app, request), post, rootId, await branchReplies(app.db, rootId, COMMENT_LIMITS.threadReplies));
      const skeleton = { ids: [rootId], nextKey: null };
      return paginator(data, { skeleton, request: page, total: post.commentsCount, path: `/posts/${post.id}/comments`, query: { commentId } });
    }
    return rootsPage(readContext(app, request), post, sort, page);
  });

  serveCall(app, calls.comments.replies, async (request) => {
    const { comment, post } = await commentWithPost(request.params.id);
    const page = readPageRequest(request.query.cursor, isTimeKey, COMMENT_LIMITS.repliesPerPage);
    const skeleton = await repliesOf(app.db, comment.id, page);
    const data = await commentItems(readContext(app, request), post, skeleton.ids);
    return paginator(data, { skeleton, request: page, total: comment.repliesCount, path: `/comments/${comment.id}/replies` });
  });

  // What every guest sees alike: cached, dropped by any comment change (comments.subscribers.ts).
  serveCall(app, calls.comments.popular, { config: { guestCache: { tags: [pageTags.bestComments] } } }, async (request) => {
    const since = new Date(Date.now() - COMMENT_LIMITS.popularDays * DAY_MS);
    const ids = await bestComments(app.db, since, request.query.limit ?? POPULAR_DEFAULT);
    return { data: await commentCards(readContext(app, request), ids) };
  });

  serveCall(app, calls.comments.controls, async (request) => {
    const { comment, post } = await commentWithPost(request.params.id);
    const community = await postCommunity(app.db, post, request.user.id);
    const authorRole = community && (await managerRoleOf(app.db, community.id, comment.userId));
    return commentControls(request.user, comment, post, community, authorRole ?? null);
  });

  serveCall(app, calls.comments.banInBlog, changes, async (request) => {
    const { until } = await banInBlog(app.db, request.user, request.params.id, request.body);
    return { date_unbanned: until?.toISOString() ?? null };
  });

  serveCall(app, calls.comments.pin, changes, async (request) => {
    return { pinned: await togglePin(app.db, request.user, request.params.id) };
  });

  serveCall(app, calls.comments.destroy, changes, async (request, reply) => {
    await destroyComment(app.db, request.user, request.params.id);
    return reply.code(204).send();
  });

  serveCall(app, calls.comments.destroyBranch, changes, async (request, reply) => {
    await destroyBranch(app.db, request.user, request.params.id);
    return reply.code(204).send();
  });
}
