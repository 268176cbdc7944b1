import type { CoverDto, FollowState, IgnoreState, LinkedAccountDto, SubsiteProfile } from '../../../shared/dto/subsite.ts';
import { subsiteUrl } from '../../../shared/slugs.ts';
import type { Config } from '../../config.ts';
import type { CoverRef } from '../../db/schema/subsites.ts';
import { presentSubsiteCard } from '../../hydration/subsites.ts';
import { mediaUrl } from '../../platform/storage/index.ts';
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

/**
 * For search engines: schema.org's ProfilePage, whose subject is a person for a member's blog and an organisation for
 * a community. Profiles keep no links to other sites, so there is no `sameAs`.
 */
export function presentProfileJsonLd(row: ProfileRow, { appUrl, mediaBase }: Pick<Config, 'appUrl' | 'mediaBase'>): Record<string, unknown> {
  const subject = {
    '@type': row.type === 'user' ? 'Person' : 'Organization',
    name: row.name,
    alternateName: `@${row.slug}`,
    url: new URL(subsiteUrl(row.slug), appUrl).href,
    ...(row.description && { description: row.description }),
    ...(row.avatar && { image: new URL(mediaUrl(row.avatar.url, mediaBase), appUrl).href }),
    interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/FollowAction', userInteractionCount: row.followersCount },
  };
  return { '@context': 'https://schema.org', '@type': 'ProfilePage', dateCreated: row.createdAt.toISOString(), mainEntity: subject };
}
