/**
 * Who may change a blog's or community's pictures: the member on their own blog, and a
 * community's creator (who holds every community role until community moderation arrives,
 * as in posts.policy.ts). The page's `can_edit` and the settings routes both ask here.
 */
import type { SubsiteType } from '../../db/schema/subsites.ts';
import { canWrite, type Viewer } from '../posts/posts.policy.ts';

export interface SubsiteFacts {
  id: number;
  type: SubsiteType;
  creatorId: number | null;
}

export function canEditSubsite(viewer: Viewer, subsite: SubsiteFacts): boolean {
  if (!canWrite(viewer)) return false;
  return subsite.type === 'user' ? viewer!.id === subsite.id : viewer!.id === subsite.creatorId;
}
