import { Type } from 'typebox';
import { COMMENT_LIMITS, COMMENT_SORTS } from '../dto/comment.ts';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';
import { media } from './media.ts';
import { paginatorAnswer } from './paginator.ts';
import { BanTerms } from './communities.ts';
import { Cursor, SubsiteCardAnswer } from './posts.ts';
import { reactionFieldsAnswer } from './reactions.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const OptionalId = Type.Optional(Type.Union([Id, Type.Null()]));
const IdParams = Type.Object({ id: Id });

const commentFields = {
  id: Type.Integer(),
  comment: Type.String(),
  is_hidden: Type.Boolean(),
  post_id: Type.Integer(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  branch_id: Type.Union([Type.Integer(), Type.Null()]),
  user_id: Type.Integer(),
  user: Type.Union([SubsiteCardAnswer, Type.Null()]),
  url: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  deleted_at: Type.Union([Type.String(), Type.Null()]),
  pinned_at: Type.Union([Type.String(), Type.Null()]),
  replies_count: Type.Integer(),
  /** At most one item, as `POST /media` answers it; empty on a deleted comment. */
  media: Type.Array(media.upload.answer, { maxItems: 1 }),
  bookmarks_count: Type.Integer(),
  is_bookmarked: Type.Boolean(),
  is_new: Type.Boolean(),
  ...reactionFieldsAnswer,
};

/** Replies nest one level in an answer: a root with its first replies, whose own replies load on demand. */
const Reply = Type.Object({ ...commentFields, replies: Type.Array(Type.Any(), { maxItems: 0 }) });
export const CommentAnswer = Type.Object({ ...commentFields, replies: Type.Array(Reply) });
export const CommentCardAnswer = Type.Object({
  ...commentFields,
  replies: Type.Array(Type.Any(), { maxItems: 0 }),
  post: Type.Object({ id: Type.Integer(), title: Type.String(), url: Type.String(), category_id: Type.Union([Type.Integer(), Type.Null()]) }),
});

/** At most one media item per comment (spec 1 §4): the writer's own upload or kept GIF. */
const MediaIds = Type.Optional(Type.Array(Id, { maxItems: COMMENT_LIMITS.media }));

const CommentBody = Type.Object({
  comment: Type.String({ maxLength: COMMENT_LIMITS.length * 2 }),
  post_id: Id,
  parent_id: OptionalId,
  /** Accepted for the spec's clients and ignored: the server derives the branch from the parent. */
  branch_id: OptionalId,
  mediaIds: MediaIds,
});

export const comments = defineCalls('comments', {
  create: {
    method: 'POST',
    path: '/comments',
    summary: 'Comment on a post, or reply to a comment',
    signedIn: true,
    body: CommentBody,
    answer: CommentAnswer,
    errors: { 403: Problem },
    idempotent: true,
  },
  edit: {
    method: 'POST',
    path: '/comments/:id',
    summary: "Edit one's own comment",
    signedIn: true,
    params: IdParams,
    /** Without `mediaIds` the media stays as it was; `[]` removes it. */
    body: Type.Object({ comment: Type.String({ maxLength: COMMENT_LIMITS.length * 2 }), mediaIds: MediaIds }),
    answer: CommentAnswer,
    errors: { 403: Problem },
  },
  ofPost: {
    method: 'GET',
    path: '/posts/:id/comments',
    summary: "A post's root comments with their first replies, pinned first",
    params: IdParams,
    query: Type.Object({
      type: Type.Optional(Type.Union([Type.Literal(COMMENT_SORTS[0]), Type.Literal(COMMENT_SORTS[1])])),
      perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
      cursor: Cursor,
      /** The single-thread view: only the thread holding this comment, its replies all in `replies`. */
      commentId: Type.Optional(Id),
    }),
    answer: paginatorAnswer(CommentAnswer),
  },
  replies: {
    method: 'GET',
    path: '/comments/:id/replies',
    summary: "A comment's direct replies, oldest first",
    params: IdParams,
    query: Type.Object({ cursor: Cursor }),
    answer: paginatorAnswer(CommentAnswer),
  },
  popular: {
    method: 'GET',
    path: '/comments/popular',
    summary: 'The best comments of the last days, for the right column',
    query: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: COMMENT_LIMITS.popular })) }),
    answer: Type.Object({ data: Type.Array(CommentCardAnswer) }),
  },
  controls: {
    method: 'GET',
    path: '/comments/:id/controls',
    summary: "The comment menu's actions the viewer may take",
    signedIn: true,
    params: IdParams,
    answer: Type.Object({
      edit: Type.Boolean(),
      report: Type.Boolean(),
      hide: Type.Boolean(),
      pin: Type.Boolean(),
      destroy: Type.Boolean(),
      destroyBranch: Type.Boolean(),
      ban_in_topic: Type.Boolean(),
      ban_in_blog: Type.Boolean(),
    }),
  },
  banInBlog: {
    method: 'POST',
    path: '/comments/:id/ban-in-blog',
    summary: "The post's author closes comments in their own blog to the comment's author, for some days or for ever",
    signedIn: true,
    params: IdParams,
    body: Type.Object(BanTerms),
    answer: Type.Object({ date_unbanned: Type.Union([Type.String(), Type.Null()]) }),
    errors: { 403: Problem },
  },
  pin: {
    method: 'POST',
    path: '/comments/:id/pin',
    summary: 'Pin a root comment under its post, or unpin it (toggles)',
    signedIn: true,
    params: IdParams,
    answer: Type.Object({ pinned: Type.Boolean() }),
    errors: { 403: Problem },
  },
  destroy: {
    method: 'DELETE',
    path: '/comments/:id',
    summary: 'Delete a comment: its text is hidden, its replies stay',
    signedIn: true,
    params: IdParams,
    errors: { 403: Problem },
  },
  destroyBranch: {
    method: 'DELETE',
    path: '/comments/:id/branch/destroy',
    summary: 'Remove a comment with all its replies',
    signedIn: true,
    params: IdParams,
    errors: { 403: Problem },
  },
});
