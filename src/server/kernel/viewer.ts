// Who is asking, as every policy sees it: a signed-in member (possibly banned) or a guest (null).
import type { AuthUser } from './sessions.ts';

export type Viewer = Pick<AuthUser, 'id' | 'role' | 'ban'> | null;

/** Banned members keep reading but write nothing anywhere. */
export function canWrite(viewer: Viewer): boolean {
  return viewer !== null && viewer.ban === null;
}
