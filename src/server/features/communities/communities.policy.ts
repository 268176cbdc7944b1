/**
 * The permission table of communities (docs/adr/0050-community-roles-and-bans.md) as
 * pure functions of the viewer and the community's facts. Routes refuse with them and every
 * `controls` and `can_edit` answer is built from them, so the menus and the server agree.
 *
 * Ranks, highest first: super admin (site-wide), owner (the creator), administrator,
 * moderator; an editor publishes and tends content but moderates nobody. A site editor's
 * power is editorial (the official mark), not moderation.
 */
import type { ManagerRole } from '../../db/schema/community-members.ts';
import { canWrite, type CommunityFacts, type Viewer } from '../posts/posts.policy.ts';

export type CommunityRank = 'super_admin' | 'owner' | 'admin' | 'moder' | 'editor' | 'user' | 'banned' | 'guest';

export interface RatedViewer {
  rating: number;
}

/** A member a manager acts on: their place in the community. */
export interface TargetFacts {
  userId: number;
  role: ManagerRole | null;
}

export function isSuperAdmin(viewer: Viewer): boolean {
  return viewer?.role === 'super_admin';
}

/** The viewer's highest standing in the community, the table's column. */
export function communityRank(viewer: Viewer, community: CommunityFacts): CommunityRank {
  if (viewer === null) return 'guest';
  if (isSuperAdmin(viewer)) return 'super_admin';
  if (viewer.id === community.creatorId) return 'owner';
  if (community.viewerRole) return community.viewerRole;
  return community.viewerBan ? 'banned' : 'user';
}

const isLiveCommunity = (community: CommunityFacts) => community.type === 'community' && community.deletedAt === null;

/** Acting as a manager: signed in, not banned site-wide, and the community still there. */
function manages(viewer: Viewer, community: CommunityFacts, ranks: CommunityRank[]): boolean {
  return canWrite(viewer) && isLiveCommunity(community) && ranks.includes(communityRank(viewer, community));
}

/** Creating a topic: enough rating (a site setting), or a super admin. */
export function canCreateCommunity(viewer: (NonNullable<Viewer> & RatedViewer) | null, threshold: number): boolean {
  if (viewer === null || !canWrite(viewer)) return false;
  return isSuperAdmin(viewer) || viewer.rating >= threshold;
}

/** The settings hub (its Basic tab): the owner, administrators, super admins. */
export function canEditCommunity(viewer: Viewer, community: CommunityFacts): boolean {
  return manages(viewer, community, ['super_admin', 'owner', 'admin']);
}

/** Deleting the topic itself: its owner or a super admin (and only while it has no posts, see communities.commands.ts). */
export function canDeleteCommunity(viewer: Viewer, community: CommunityFacts): boolean {
  return manages(viewer, community, ['super_admin', 'owner']);
}

/**
 * Giving or taking a role: administrators are appointed and removed by the owner (or a super
 * admin); moderators and editors by administrators too. The owner's standing is not a role
 * row, so nobody takes it; nobody changes their own role.
 */
export function canManageRole(viewer: Viewer, community: CommunityFacts, role: ManagerRole, target: TargetFacts): boolean {
  if (target.userId === community.creatorId || viewer?.id === target.userId) return false;
  const ranks: CommunityRank[] = role === 'admin' || target.role === 'admin' ? ['super_admin', 'owner'] : ['super_admin', 'owner', 'admin'];
  return manages(viewer, community, ranks);
}

/** Who moderates members and content of a community: moderators and everyone above them. */
export function canModerateCommunity(viewer: Viewer, community: CommunityFacts): boolean {
  return manages(viewer, community, ['super_admin', 'owner', 'admin', 'moder']);
}

/** Banning in a topic: a moderator or above, never of themselves, the owner or a manager (take the role first). */
export function canBanInCommunity(viewer: Viewer, community: CommunityFacts, target: TargetFacts): boolean {
  if (target.userId === community.creatorId || target.role !== null || viewer?.id === target.userId) return false;
  return canModerateCommunity(viewer, community);
}

export const canUnbanInCommunity = canModerateCommunity;

/** A site-wide ban and its lifting: super admins only, never of another super admin. */
export function canSiteBan(viewer: Viewer, target: { id: number; role: string }): boolean {
  return isSuperAdmin(viewer) && canWrite(viewer) && target.role !== 'super_admin' && viewer!.id !== target.id;
}
