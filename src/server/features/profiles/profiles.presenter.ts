import type { CoverDto, FollowState, IgnoreState, LinkedAccountDto, SubsiteProfile } from '../../../shared/dto/subsite.ts';
import type { CoverRef } from '../../db/schema/subsites.ts';
import { presentSubsiteCard } from '../../hydration/subsites.ts';
import type { ProfileRow } from './profiles.queries.ts';

export function presentCover(cover: CoverRef | null): CoverDto | null {
  return cover && { url: cover.url, width: cover.width, height: cover.height, type: 'image', coverY: cover.coverY };
}

export function presentProfile(row: ProfileRow, relation: FollowState & IgnoreState, canEdit: boolean, accounts: LinkedAccountDto[]): SubsiteProfile {
  return {
    ...presentSubsiteCard(row),
    ...relation,
    title: row.name,
    header: presentCover(row.cover),
    description: row.description,
    rules: row.rules,
    rating: row.rating,
    old_place: row.oldRatingPlace,
    created_at: row.createdAt.toISOString(),
    followers_count: row.followersCount,
    followings_count: row.followingsCount,
    can_edit: canEdit,
    type: row.type,
    subscription: null,
    accounts,
  };
}
