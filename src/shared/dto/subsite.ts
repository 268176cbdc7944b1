import type { PersonalIcon } from './personal-icon.ts';

export const SUBSITE_TYPES = ['user', 'community', 'company'] as const;
export type SubsiteType = (typeof SUBSITE_TYPES)[number];

export const COMMUNITY_ROLES = ['user', 'admin', 'moder', 'editor'] as const;
export type CommunityRole = (typeof COMMUNITY_ROLES)[number];

export interface ImageDto {
  url: string;
  width: number;
  height: number;
}

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
  /** A member's badge beside their name; null when none is chosen or its display is off. */
  personal_icon: PersonalIcon | null;
}

export const TOP_PLACES = 20;

export interface FollowState {
  is_follow: boolean;
  is_notify: boolean;
}

export interface IgnoreState {
  is_ignore: boolean;
}

export type FollowableCard = SubsiteCard & FollowState & IgnoreState;

export interface FollowingItem extends SubsiteCard {
  is_follow: boolean;
  is_favorite: boolean;
}

/** `coverY`: the vertical focus, 0–100 percent. */
export interface CoverDto extends ImageDto {
  type: 'image';
  coverY: number;
}

export interface SubsiteProfile extends FollowableCard {
  title: string;
  header: CoverDto | null;
  description: string;
  rules: string;
  rating: number;
  old_place: number | null;
  created_at: string;
  followers_count: number;
  followings_count: number;
  /** The reader may change its avatar and cover: the member themselves, a community's creator. */
  can_edit: boolean;
  type: SubsiteType;
  /** A paid plan of the subsite; Pero sells none, so always null (the follow state is is_follow and is_notify). */
  subscription: null;
  /** The sign-in providers linked to the account, shown to the member alone; empty for everyone else and for communities. */
  accounts: LinkedAccountDto[];
}

export interface LinkedAccountDto {
  provider: string;
  name: string | null;
}

/** A community's managers by role, each list in the order they were appointed. */
export interface CommunityManagers {
  admin: SubsiteCard[];
  moder: SubsiteCard[];
  editor: SubsiteCard[];
}

export const PROFILE_POST_SORTS = ['popular', 'new', 'month', 'year'] as const;
export type ProfilePostSort = (typeof PROFILE_POST_SORTS)[number];
export const PROFILE_COMMENT_SORTS = ['popular', 'new'] as const;
export type ProfileCommentSort = (typeof PROFILE_COMMENT_SORTS)[number];

export const COVER_Y = { min: 0, max: 100 } as const;
/** The description is cut here, with 'Show more' (spec 1, section 2). */
export const DESCRIPTION_CUT = 97;
/** Searching a followers or followings list needs this many characters (spec 1, section 5). */
export const PEOPLE_SEARCH_MIN = 3;
