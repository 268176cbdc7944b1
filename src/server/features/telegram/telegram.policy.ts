// A blog's channel is its author's; a community's, whoever may edit the community (its owner and administrators).
import type { Viewer } from '../../kernel/viewer.ts';
import { canEditCommunity, type CommunityFacts } from '../communities/index.ts';

export function canManageTelegram(viewer: Viewer, subsite: CommunityFacts & { id: number; type: string }): boolean {
  if (!viewer) return false;
  return subsite.type === 'user' ? subsite.id === viewer.id : canEditCommunity(viewer, subsite);
}
