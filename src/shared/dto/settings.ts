import type { PersonalIcon } from './personal-icon.ts';
import type { Gender } from './user.ts';
import type { ImageDto } from './subsite.ts';

/** A blog's name, and its nickname, each change at most once per this many days (spec 2: once a month). */
export const RENAME_EVERY_DAYS = 30;
export const NAME_MAX = 30;
export const DESCRIPTION_MAX = 500;
export const BLOCKED_USERS_SHOWN = 3;
export const BLOCKED_KEYWORDS_SHOWN = 6;
export const BLOCK_SEARCH_MIN = 3;

export interface ProfileSettingsDto {
  name: string;
  slug: string;
  url: string;
  description: string;
  can_rename: boolean;
  /** When the name may change again; null while it may. */
  rename_after: string | null;
  can_rename_slug: boolean;
  /** When the nickname may change again; null while it may. */
  slug_rename_after: string | null;
  personal_icon: PersonalIcon | null;
  personal_icon_enabled: boolean;
  show_online: boolean;
  show_posts: boolean;
  gender: Gender;
}

export interface BlockedSubsiteDto {
  id: number;
  avatar: ImageDto | null;
  url: string;
  title: string;
  /** In a search's results: already on the list. */
  is_ignore: boolean;
}
