import type { FollowingItem, ImageDto, SubsiteCard } from './subsite.ts';

/** `auth.user` of the page props (spec 2, "Current user"), with the badges the profile card shows beside the name. */
export interface CurrentUser extends Pick<SubsiteCard, 'is_official' | 'current_rating_place' | 'personal_icon'> {
  id: number;
  name: string;
  slug: string;
  url: string;
  avatar: ImageDto | null;
  followings: FollowingItem[];
  unread_chats: number[];
  my_topics: number;
  is_super_admin: boolean;
  is_editor: boolean;
  drafts_count: number;
  /** Moderates something (a community, or the site): the menu offers the moderation queue. */
  moderates: boolean;
}
