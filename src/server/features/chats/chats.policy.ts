/** Who may start a chat with whom. */
import type { Db } from '../../db/client.ts';

/**
 * Whether `other` has blocked `viewer`. People cannot block each other yet: the ignore list
 * arrives with its own feature, and this is the one place that will read it.
 */
export async function isBlockedBy(_db: Db, _viewerId: number, _otherId: number): Promise<boolean> {
  return false;
}
