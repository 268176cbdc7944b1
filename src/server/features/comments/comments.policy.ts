// The routes refuse with these and `GET /comments/{id}/controls` is built from them, so the menu and the server never
// disagree. The post's author pins and removes branches under it; moderators of its community delete anywhere in it.
// Banning is for a topic's moderators and above (communities.policy.ts), and in a blog for its author.
import type { CommentControls } from '../../../shared/dto/comment.ts';
import type { ManagerRole } from '../../db/schema/community-members.ts';
import { canBanInCommunity, type CommunityFacts } from '../communities/index.ts';
import { canWrite, type Viewer } from '../../kernel/viewer.ts';
import { moderates } from '../posts/index.ts';

export interface CommentFacts {
  userId: number;
  parentId: number | null;
  repliesCount: number;
  deletedAt: Date | null;
}

export interface CommentedPostFacts {
  userId: number;
}

const isCommentAuthor = (viewer: Viewer, comment: CommentFacts) => viewer !== null && viewer.id === comment.userId;
const isLive = (comment: CommentFacts) => comment.deletedAt === null;

export function canEditComment(viewer: Viewer, comment: CommentFacts): boolean {
  return canWrite(viewer) && isCommentAuthor(viewer, comment) && isLive(comment);
}

export function canDestroyComment(viewer: Viewer, comment: CommentFacts, community: CommunityFacts | null = null): boolean {
  return isLive(comment) && (isCommentAuthor(viewer, comment) || moderates(viewer, community));
}

/** Only where there is a branch to remove: a comment with replies. */
export function canDestroyBranch(viewer: Viewer, comment: CommentFacts, post: CommentedPostFacts, community: CommunityFacts | null = null): boolean {
  if (comment.repliesCount === 0) return false;
  return (viewer !== null && viewer.id === post.userId) || moderates(viewer, community);
}

export function canPinComment(viewer: Viewer, comment: CommentFacts, post: CommentedPostFacts): boolean {
  return canWrite(viewer) && viewer!.id === post.userId && comment.parentId === null && isLive(comment);
}

/** Report and hide are for other people's live comments. */
export function canReportComment(viewer: Viewer, comment: CommentFacts): boolean {
  return viewer !== null && !isCommentAuthor(viewer, comment) && isLive(comment);
}

/** `community` is null for a post in its author's blog; `authorRole` is the comment author's managing role there. */
export function canBanInTopic(viewer: Viewer, comment: CommentFacts, community: CommunityFacts | null, authorRole: ManagerRole | null = null): boolean {
  if (community === null) return false;
  return canBanInCommunity(viewer, community, { userId: comment.userId, role: authorRole });
}

export function canBanInBlog(viewer: Viewer, comment: CommentFacts, post: CommentedPostFacts, community: CommunityFacts | null): boolean {
  return community === null && canWrite(viewer) && viewer!.id === post.userId && !isCommentAuthor(viewer, comment);
}

export function commentControls(
  viewer: Viewer,
  comment: CommentFacts,
  post: CommentedPostFacts,
  community: CommunityFacts | null,
  authorRole: ManagerRole | null = null,
): CommentControls {
  return {
    edit: canEditComment(viewer, comment),
    report: canReportComment(viewer, comment),
    hide: canReportComment(viewer, comment),
    pin: canPinComment(viewer, comment, post),
    destroy: canDestroyComment(viewer, comment, community),
    destroyBranch: canDestroyBranch(viewer, comment, post, community),
    ban_in_topic: canBanInTopic(viewer, comment, community, authorRole),
    ban_in_blog: canBanInBlog(viewer, comment, post, community),
  };
}
