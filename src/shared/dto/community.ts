import type { CommunityRole, ImageDto, SubsiteCard } from './subsite.ts';

export const COMMUNITY_LIMITS = {
  name: 30,
  description: 500,
  rules: 5000,
  reason: 500,
  banDays: 3650,
} as const;

export const MANAGER_TYPES = ['admin', 'moder', 'editor'] as const;
export type ManagerType = (typeof MANAGER_TYPES)[number];

export interface MyTopicDto {
  id: number;
  name: string;
  slug: string;
  url: string;
  avatar: ImageDto | null;
  followers_count: number;
}

export interface CommunitySettingsDto {
  id: number;
  name: string;
  slug: string;
  url: string;
  avatar: ImageDto | null;
  description: string;
  rules: string;
  whoCanCreatePost: CommunityRole[];
}

/** A ban entry: who, why, since and until when (`date_unbanned` null: forever). */
export interface BanEntryDto {
  user: SubsiteCard;
  reason: string;
  created_at: string;
  date_unbanned: string | null;
}

export interface CommunityParticipantsDto {
  admin: SubsiteCard[];
  moder: SubsiteCard[];
  editor: SubsiteCard[];
  banned: BanEntryDto[];
  /** The creator, shown first among the administrators and never removable. */
  owner: SubsiteCard | null;
}

export interface CommunitySettingsAbilities {
  manage_admins: boolean;
  manage_staff: boolean;
  ban: boolean;
}
