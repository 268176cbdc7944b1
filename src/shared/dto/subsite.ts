/** Public identities as the client sees them (spec 1, "User or subsite"). */
import type { PersonalIcon } from './personal-icon.ts';

/** What a subsite is: a member's blog, a community (topic) or a company (spec 1 "User or subsite": type). */
export const SUBSITE_TYPES = ['user', 'community', 'company'] as const;
export type SubsiteType = (typeof SUBSITE_TYPES)[number];

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
  /** A member's badge beside their name; null when none is chosen or its display is off. */
  personal_icon: PersonalIcon | null;
}

/** Places up to this one earn the top badge (spec 1, section 9). */
export const TOP_PLACES = 20;

/** The reader's relation to a subsite (spec 1, "User or subsite"): following it, and its bell. */
export interface FollowState {
  is_follow: boolean;
  is_notify: boolean;
}

/** Whether the reader blocked the subsite (spec 1 §4 "Ignore"): its posts leave their lists. */
export interface IgnoreState {
  is_ignore: boolean;
}

/** A card with the reader's follow and block state: the author and the owner of a post. */
export type FollowableCard = SubsiteCard & FollowState & IgnoreState;

/** A followed blog or topic in the sidebar (spec 2, "Followed topic or blog item"). */
export interface FollowingItem extends SubsiteCard {
  is_follow: boolean;
  is_favorite: boolean;
}

/** A cover picture and its vertical focus, 0–100 percent (spec 1, "User or subsite": header). */
export interface CoverDto extends ImageDto {
  type: 'image';
  coverY: number;
}

/** The header of a user or community page (spec 1, "User or subsite"). */
export interface SubsiteProfile extends FollowableCard {
  /** The page's title: the subsite's name, filled for every subsite. */
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
  /** What the provider called the account (an address or a name), when it said. */
  name: string | null;
}

/** A community's managers by role, each list in the order they were appointed. */
export interface CommunityManagers {
  admin: SubsiteCard[];
  moder: SubsiteCard[];
  editor: SubsiteCard[];
}

/** The sorts of a subsite's posts (`{url}`, `{url}/new`, `{url}/month`, `{url}/year`) and comments. */
export const PROFILE_POST_SORTS = ['popular', 'new', 'month', 'year'] as const;
export type ProfilePostSort = (typeof PROFILE_POST_SORTS)[number];
export const PROFILE_COMMENT_SORTS = ['popular', 'new'] as const;
export type ProfileCommentSort = (typeof PROFILE_COMMENT_SORTS)[number];

/** Cover position bounds (spec 1, section 9). */
export const COVER_Y = { min: 0, max: 100 } as const;
/** The description is cut here, with 'Show more' (spec 1, section 2). */
export const DESCRIPTION_CUT = 97;
/** Searching a followers or followings list needs this many characters (spec 1, section 5). */
export const PEOPLE_SEARCH_MIN = 3;
