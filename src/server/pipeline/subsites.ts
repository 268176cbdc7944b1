import type { Db } from '../db/client.ts';
import type { FollowableCard, FollowingItem, SubsiteCard } from '../../shared/dto/subsite.ts';
import type { SubsiteListItem } from '../../shared/discovery.ts';
import { loadSubsiteCards, loadSubsiteListFacts } from '../hydration/subsites.ts';
import { loadViewerState, relationTo, type ViewerState } from '../hydration/viewer.ts';

function visibleCards(ids: readonly number[], cards: ReadonlyMap<number, SubsiteCard>, viewer: ViewerState): SubsiteCard[] {
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card && !viewer.ignores.has(id) ? [card] : [];
  });
}

export async function followableCards(db: Db, viewerId: number | null, ids: readonly number[]): Promise<FollowableCard[]> {
  const [cards, viewer] = await Promise.all([loadSubsiteCards(db, ids), loadViewerState(db, viewerId, { subsiteIds: ids })]);
  return visibleCards(ids, cards, viewer).map((card) => ({ ...card, ...relationTo(viewer, card.id) }));
}

export async function subsiteItems(db: Db, viewerId: number | null, ids: readonly number[]): Promise<FollowingItem[]> {
  const [cards, viewer] = await Promise.all([loadSubsiteCards(db, ids), loadViewerState(db, viewerId, { subsiteIds: ids })]);
  return visibleCards(ids, cards, viewer).map((card) => {
    const follow = viewer.follows.get(card.id);
    return { ...card, is_follow: follow !== undefined, is_favorite: follow?.favorite ?? false };
  });
}

export async function subsiteListItems(db: Db, viewerId: number | null, ids: readonly number[]): Promise<SubsiteListItem[]> {
  const [cards, viewer, facts] = await Promise.all([loadSubsiteCards(db, ids), loadViewerState(db, viewerId, { subsiteIds: ids }), loadSubsiteListFacts(db, ids)]);
  return visibleCards(ids, cards, viewer).flatMap((card) => {
    const fact = facts.get(card.id);
    if (!fact) return [];
    return [{ ...card, description: fact.description, followers_count: fact.followersCount, old_place: fact.oldRatingPlace, ...relationTo(viewer, card.id) }];
  });
}
