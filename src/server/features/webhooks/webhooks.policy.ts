// A community's webhooks are its owner's and administrators' (whoever may edit the community); the site's, a super admin's.
import type { Viewer } from '../../kernel/viewer.ts';
import { canEditCommunity, isSuperAdmin, type CommunityFacts } from '../communities/index.ts';

/** `community` null: a site-wide webhook. */
export function canManageWebhooks(viewer: Viewer, community: CommunityFacts | null): boolean {
  return community === null ? isSuperAdmin(viewer) : canEditCommunity(viewer, community);
}
