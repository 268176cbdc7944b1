// The permission table of docs/adr/0050-community-roles-and-bans.md. Routes refuse with these and every `controls` and
// `can_edit` answer is built from them, so the menus and the server agree. Ranks, highest first: super admin, owner (the
// creator), administrator, moderator; an editor publishes but moderates nobody, and a site editor's power is editorial.
import type { CommunityRole } from '../../../shared/dto/subsite.ts';
import type { ManagerRole } from '../../db/schema/community-members.ts';
import type { SubsiteType } from '../../db/schema/subsites.ts';
import { canWrite, type Viewer } from '../../kernel/viewer.ts';

export interface CommunityFacts {
  type: SubsiteType;
  creatorId: number | null;
  whoCanPost: CommunityRole[];
  deletedAt: Date | null;
  /** The viewer's managing role there (not the creator's, which is implied); absent: none. */
  viewerRole?: ManagerRole | null;
  /** The viewer's ban there, loaded only while it lasts; absent: none. */
  viewerBan?: { reason: string; until: Date | null } | null;
}

export type CommunityRank = 'super_admin' | 'owner' | 'admin' | 'moder' | 'editor' | 'user' | 'banned' | 'guest';

export interface RatedViewer {
  rating: number;
}

export interface TargetFacts {
  userId: number;
  role: ManagerRole | null;
}

export function isSuperAdmin(viewer: Viewer): boolean {
  return viewer?.role === 'super_admin';
}

export function communityRank(viewer: Viewer, community: CommunityFacts): CommunityRank {
  if (viewer === null) return 'guest';
  if (isSuperAdmin(viewer)) return 'super_admin';
  if (viewer.id === community.creatorId) return 'owner';
  if (community.viewerRole) return community.viewerRole;
  return community.viewerBan ? 'banned' : 'user';
}

const isLiveCommunity = (community: CommunityFacts) => community.type === 'community' && community.deletedAt === null;

function manages(viewer: Viewer, community: CommunityFacts, ranks: CommunityRank[]): boolean {
  return canWrite(viewer) && isLiveCommunity(community) && ranks.includes(communityRank(viewer, community));
}

export function canCreateCommunity(viewer: (NonNullable<Viewer> & RatedViewer) | null, threshold: number): boolean {
  if (viewer === null || !canWrite(viewer)) return false;
  return isSuperAdmin(viewer) || viewer.rating >= threshold;
}

export function canEditCommunity(viewer: Viewer, community: CommunityFacts): boolean {
  return manages(viewer, community, ['super_admin', 'owner', 'admin']);
}

/** Only while it has no posts (communities.commands.ts). */
export function canDeleteCommunity(viewer: Viewer, community: CommunityFacts): boolean {
  return manages(viewer, community, ['super_admin', 'owner']);
}

/** The owner's standing is not a role row, so nobody takes it; nobody changes their own role. */
export function canManageRole(viewer: Viewer, community: CommunityFacts, role: ManagerRole, target: TargetFacts): boolean {
  if (target.userId === community.creatorId || viewer?.id === target.userId) return false;
  const ranks: CommunityRank[] = role === 'admin' || target.role === 'admin' ? ['super_admin', 'owner'] : ['super_admin', 'owner', 'admin'];
  return manages(viewer, community, ranks);
}

export function canModerateCommunity(viewer: Viewer, community: CommunityFacts): boolean {
  return manages(viewer, community, ['super_admin', 'owner', 'admin', 'moder']);
}

/** Banning in a topic: a moderator or above, never of themselves, the owner or a manager (take the role first). */
export function canBanInCommunity(viewer: Viewer, community: CommunityFacts, target: TargetFacts): boolean {
  if (target.userId === community.creatorId || target.role !== null || viewer?.id === target.userId) return false;
  return canModerateCommunity(viewer, community);
}

export const canUnbanInCommunity = canModerateCommunity;

export function canSiteBan(viewer: Viewer, target: { id: number; role: string }): boolean {
  return isSuperAdmin(viewer) && canWrite(viewer) && target.role !== 'super_admin' && viewer!.id !== target.id;
}
