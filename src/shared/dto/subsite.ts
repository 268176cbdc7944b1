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
  /** Place in the blogs' (or communities') rating; null without a positive rating. */
  current_rating_place: number | null;
}

/** Places up to this one earn the top badge (spec 1, section 9). */
export const TOP_PLACES = 20;

/** The reader's relation to a subsite (spec 1, "User or subsite"): following it, and its bell. */
export interface FollowState {
  is_follow: boolean;
  is_notify: boolean;
}

/** A card with the reader's follow state: the author and the owner of a post. */
export type FollowableCard = SubsiteCard & FollowState;

/** A followed blog or topic in the sidebar (spec 2, "Followed topic or blog item"). */
export interface FollowingItem extends SubsiteCard {
  is_follow: boolean;
  is_favorite: boolean;
}
