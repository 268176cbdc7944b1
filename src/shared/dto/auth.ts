import type { FollowingItem, ImageDto, SubsiteCard } from './subsite.ts';

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
  moderates: boolean;
}
