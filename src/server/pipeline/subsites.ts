/**
 * Subsites through the read pipeline: a list's ids → cards (hydration/subsites.ts) with the
 * viewer's follow state, without deleted or ignored subsites, presented as the spec's
 * "Followed topic or blog item".
 */
import type { Db } from '../db/client.ts';
import type { FollowableCard, FollowingItem } from '../../shared/dto/subsite.ts';
import { loadSubsiteCards } from '../hydration/subsites.ts';
import { loadViewerState } from '../hydration/viewer.ts';

/** People and communities in a list with the viewer's follow and bell state (followers, followings, managers). */
export async function followableCards(db: Db, viewerId: number | null, ids: readonly number[]): Promise<FollowableCard[]> {
  const [cards, viewer] = await Promise.all([loadSubsiteCards(db, ids), loadViewerState(db, viewerId, { subsiteIds: ids })]);
  return ids.flatMap((id) => {
    const card = cards.get(id);
    if (!card || viewer.ignores.has(id)) return [];
    const follow = viewer.follows.get(id);
    return [{ ...card, is_follow: follow !== undefined, is_notify: follow?.bell ?? false }];
  });
}

export async function subsiteItems(db: Db, viewerId: number | null, ids: readonly number[]): Promise<FollowingItem[]> {
  const [cards, viewer] = await Promise.all([loadSubsiteCards(db, ids), loadViewerState(db, viewerId, { subsiteIds: ids })]);
  return ids.flatMap((id) => {
    const card = cards.get(id);
    if (!card || viewer.ignores.has(id)) return [];
    // Favorites (pinned follows in the sidebar) arrive with the followings feature.
    return [{ ...card, is_follow: viewer.follows.has(id), is_favorite: false }];
  });
}
