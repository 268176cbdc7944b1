/** Public identities as the client sees them (spec 1, "User or subsite"). */
export const COMMUNITY_ROLES = ['user', 'admin', 'moder', 'editor'] as const;
export type CommunityRole = (typeof COMMUNITY_ROLES)[number];

export interface ImageDto {
  url: string;
  width: number;
  height: number;
}

/** The small card used in lists, menus and search results. */
export interface SubsiteCard {
  id: number;
  name: string;
  slug: string;
  url: string;
  avatar: ImageDto | null;
  is_user: boolean;
  is_community: boolean;
  is_company: boolean;
  is_official: boolean;
}

/** A followed blog or topic in the sidebar (spec 2, "Followed topic or blog item"). */
export interface FollowingItem extends SubsiteCard {
  is_follow: boolean;
  is_favorite: boolean;
}
