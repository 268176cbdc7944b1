// The page's `can_edit` and the settings routes both ask here, so they agree.
import type { ManagerRole } from '../../db/schema/community-members.ts';
import type { SubsiteType } from '../../db/schema/subsites.ts';
import { canEditCommunity } from '../communities/index.ts';
import { canWrite, type Viewer } from '../../kernel/viewer.ts';

export interface SubsiteFacts {
  id: number;
  type: SubsiteType;
  creatorId: number | null;
}

/** `viewerRole`: the viewer's managing role in the community, when it is one. */
export function canEditSubsite(viewer: Viewer, subsite: SubsiteFacts, viewerRole: ManagerRole | null = null): boolean {
  if (subsite.type === 'community') return canEditCommunity(viewer, { type: subsite.type, creatorId: subsite.creatorId, whoCanPost: [], deletedAt: null, viewerRole });
  if (!canWrite(viewer)) return false;
  return subsite.type === 'user' ? viewer!.id === subsite.id : viewer!.id === subsite.creatorId;
}
