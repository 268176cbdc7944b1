// The routes refuse with these and `GET /posts/{id}/controls` is built from them, so the menu and the server never
// disagree. A community's roles come from communities.policy.ts; super admins moderate everywhere, blogs included.
import { canModerateCommunity, type CommunityFacts } from '../communities/index.ts';
import { canWrite, type Viewer } from '../../kernel/viewer.ts';
import type { PostControls } from '../../../shared/dto/post.ts';
import type { CommunityRole } from '../../../shared/dto/subsite.ts';

export interface PostFacts {
  userId: number;
  /** The owner: the author's blog (same id as the author) or a community. */
  subsiteId: number;
  isPublish: boolean;
}

const MANAGEMENT_ROLES: CommunityRole[] = ['admin', 'moder', 'editor'];

export function isAuthor(viewer: Viewer, post: PostFacts): boolean {
  return viewer !== null && viewer.id === post.userId;
}

export function isSiteEditor(viewer: Viewer): boolean {
  return viewer?.role === 'editor' || viewer?.role === 'super_admin';
}

/** Drafts are their author's alone; to anyone else they do not exist. */
export function canView(viewer: Viewer, post: PostFacts): boolean {
  return post.isPublish || isAuthor(viewer, post);
}

export function canEdit(viewer: Viewer, post: PostFacts): boolean {
  return canWrite(viewer) && isAuthor(viewer, post);
}

/** `community` null: the author's blog, which only super admins moderate. */
export function moderates(viewer: Viewer, community: CommunityFacts | null): boolean {
  if (community !== null) return canModerateCommunity(viewer, community);
  return canWrite(viewer) && viewer!.role === 'super_admin';
}

export function canDestroy(viewer: Viewer, post: PostFacts, community: CommunityFacts | null = null): boolean {
  return isAuthor(viewer, post) || (post.isPublish && moderates(viewer, community));
}

/** Pinning is on the author's own profile, so only a published post of their own blog. */
export function canPin(viewer: Viewer, post: PostFacts): boolean {
  return canEdit(viewer, post) && post.isPublish && post.subsiteId === post.userId;
}

/** Report and hide are for other people's published posts. */
export function canReport(viewer: Viewer, post: PostFacts): boolean {
  return viewer !== null && !isAuthor(viewer, post) && post.isPublish;
}

export const canHide = canReport;

/** The bell on a post's comments: any member but its author, who is told of them anyway. */
export const canRingCommentsBell = canReport;

/** Moderation of someone else's post only: moderators who wrote it edit or delete it like any author. */
export function canUnpublish(viewer: Viewer, post: PostFacts, community: CommunityFacts | null): boolean {
  return post.isPublish && !isAuthor(viewer, post) && moderates(viewer, community);
}

export function canMarkOfficial(viewer: Viewer): boolean {
  return canWrite(viewer) && isSiteEditor(viewer);
}

/** Every signed-in member is a 'user' unless banned there; the creator and administrators hold every managing role. */
export function communityRoles(viewer: Viewer, community: CommunityFacts): CommunityRole[] {
  if (viewer === null) return [];
  if (viewer.id === community.creatorId || community.viewerRole === 'admin') return ['user', ...MANAGEMENT_ROLES];
  if (community.viewerBan) return [];
  return community.viewerRole ? ['user', community.viewerRole] : ['user'];
}

export function canSeeStatistics(viewer: Viewer, post: PostFacts, community: CommunityFacts | null): boolean {
  return isAuthor(viewer, post) || canSeeSubsiteStatistics(viewer, post.subsiteId, community);
}

/** A blog's statistics (community null) are its owner's and site editors'; a community's, site editors' and its managers'. */
export function canSeeSubsiteStatistics(viewer: Viewer, subsiteId: number, community: CommunityFacts | null): boolean {
  if (isSiteEditor(viewer)) return true;
  if (community === null) return viewer !== null && viewer.id === subsiteId;
  return communityRoles(viewer, community).some((role) => MANAGEMENT_ROLES.includes(role));
}

export function canPostInto(viewer: Viewer, community: CommunityFacts): boolean {
  if (!canWrite(viewer) || community.type !== 'community' || community.deletedAt !== null) return false;
  return communityRoles(viewer, community).some((role) => community.whoCanPost.includes(role));
}

/** `commentsBell`: whether the viewer has the bell on this post's comments. */
export function postControls(viewer: Viewer, post: PostFacts, community: CommunityFacts | null, commentsBell: boolean): PostControls {
  return {
    report: canReport(viewer, post),
    hide: canHide(viewer, post),
    edit: canEdit(viewer, post),
    pin: canPin(viewer, post),
    unpublish: canUnpublish(viewer, post, community),
    destroy: canDestroy(viewer, post, community),
    mark_editor: { value: canMarkOfficial(viewer) },
    statistics: canSeeStatistics(viewer, post, community),
    comments_bell: canRingCommentsBell(viewer, post) ? commentsBell : null,
  };
}
