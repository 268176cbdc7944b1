// `reply.page(name, props)` and each page's `PageProps<'Name'>` are checked against this map.
import type { TelegramStateDto } from './dto/telegram.ts';
import type { AdminSiteSettingsDto } from './api/admin-settings.ts';
import type { ApiTokensDto } from './api/api-tokens.ts';
import type { InvitationDto } from './api/admin-invitations.ts';
import type { RegistrationMode } from './dto/site-settings.ts';
import type { NewsPage } from './api/feeds.ts';
import type { SubsiteStatisticsDto } from './api/views.ts';
import type { AdminAssets } from './dto/admin-assets.ts';
import type { DigestFrequency } from './dto/delivery.ts';
import type { DataExportDto, MainSettingsDto, SessionDto, TwoFactorDto } from './dto/account-safety.ts';
import type { SearchFilters, SubsiteListItem } from './discovery.ts';
import type { AdminCommentDto, AdminPostDto, ContentFilters, ContentTab } from './dto/admin-content.ts';
import type { AdminUserDto } from './dto/admin-users.ts';
import type { CurrentUser } from './dto/auth.ts';
import type { BookmarkCollectionDto } from './dto/bookmark.ts';
import type { CommunityParticipantsDto, CommunitySettingsAbilities, CommunitySettingsDto, MyTopicDto } from './dto/community.ts';
import type { ChatDto, MessageDto } from './dto/chat.ts';
import type { CommentBanDto, CommentCardDto, CommentDto } from './dto/comment.ts';
import type { Paginator } from './dto/paginator.ts';
import type { PostDto } from './dto/post.ts';
import type { RevisionDiffDto, RevisionDto } from './dto/revision.ts';
import type { ScheduledDraft } from './dto/schedule.ts';
import type { PostSeriesDto, SeriesDto, SeriesPageDto, SeriesPartDto } from './dto/series.ts';
import type { AdminAdvertisementDto, ShownAdvertisements } from './dto/advertisement.ts';
import type { WebhookDto } from './dto/webhook.ts';
import type { ImportDto } from './dto/import.ts';
import type { AdminStaticPageDto, FooterPageLink, StaticPageDto } from './dto/static-page.ts';
import type { ModlogEntryDto, QueueItemDto } from './dto/moderation.ts';
import type { AdminLogEntryDto, DashboardDto, OperationsDto } from './dto/admin-ops.ts';
import type { PageMeta } from './dto/meta.ts';
import type { NotificationDto, NotificationSettingDto } from './dto/notification.ts';
import type { OnlineStatus } from './online-status.ts';
import type { CommunityManagers, ProfileCommentSort, ProfilePostSort, SubsiteCard, SubsiteProfile } from './dto/subsite.ts';
import type { FeedName, FeedSorting, Language } from './dto/user.ts';
import type { FeedFilters } from './feed-filters.ts';
import type { BlockedSubsiteDto, ProfileSettingsDto } from './dto/settings.ts';

export interface SiteLink {
  name: string;
  url: string;
  icon?: string;
}

export interface SidebarWidget {
  type: 'advertisement' | 'top_blogs' | 'best_comments';
  count: number;
}

export interface Alert {
  message: string;
  type: 'success' | 'error' | 'info';
}

export interface SharedProps {
  auth: { user: CurrentUser | null };
  /** The primary database is lost: pages read from a replica and every save is refused until it returns. */
  readOnly: boolean;
  language: Language;
  /** Dates are shown in it on the server and in the browser alike. */
  timeZone: string;
  siteName: string;
  recaptchaSiteKey: string | null;
  registration: RegistrationMode;
  gifSearch: boolean;
  notSawNotifications: number;
  notReadNotifications: number;
  defaultFeed: FeedName;
  defaultSortingFeed: FeedSorting;
  filters: FeedFilters;
  logo: string;
  darkLogo: string;
  loginBoxImage: string | null;
  links: SiteLink[];
  socialLinks: SiteLink[];
  showSocialLinks: boolean;
  categories: SubsiteCard[];
  authProviders: string[];
  userAgreementUrl: string | null;
  privacyPolicyUrl: string | null;
  canCreateCommunity: boolean;
  sidebar: SidebarWidget[];
  /** By slot; each is a sandboxed frame's address. */
  advertisements: ShownAdvertisements;
  footerPages: FooterPageLink[];
  footerScripts: string;
  alert: Alert | null;
  meta: PageMeta;
}

export interface PostListProps {
  posts: Paginator<PostDto>;
}

interface ProfilePage {
  subsite: SubsiteProfile;
  managers: CommunityManagers | null;
  online_status: OnlineStatus | null;
}

export interface PagePropsMap {
  Index: PostListProps & {
    feed: FeedName;
    /** Beside Popular without a range; null elsewhere. */
    news: NewsPage | null;
  };
  Editorial: PostListProps;
  /**
   * `comments`: null in the single-thread view and without comments; `comment_ban`: null for guests and
   * everyone free to comment.
   */
  /** `edited_at`: the last change of its content after publication (its history's newest version); `series`: null when the post is in none. */
  Post: { post: PostDto; comments: Paginator<CommentDto> | null; comment_ban: CommentBanDto | null; edited_at: string | null; series: PostSeriesDto | null };
  /** `parts`: every live part, drafts included, for the series' owner to arrange; null for everyone else. */
  Series: PostListProps & { series: SeriesPageDto; parts: SeriesPartDto[] | null };
  /** `scheduled`: the drafts waiting for their time, soonest first; `posts` holds the others. */
  'User/UserDrafts': PostListProps & { subsite: SubsiteCard; scheduled: ScheduledDraft[] };
  /** A draft shown by its secret link to anyone who has it. */
  Preview: { post: PostDto };
  /** The pinned post leads the first page and is not in `posts`; `managers` and `online_status` are null where they do not apply. */
  /** `series`: a member's series (to readers only those with a published part); empty for communities. */
  'User/User': ProfilePage & { tab: 'posts'; sort: ProfilePostSort; pinned: PostDto | null; series: SeriesDto[] } & PostListProps;
  'User/Comments': ProfilePage & { tab: 'comments'; sort: ProfileCommentSort; comments: Paginator<CommentCardDto> };
  Tag: PostListProps & { tag: string };
  /** `diff` null: the selected version is hidden from this reader. */
  PostHistory: { post: Pick<PostDto, 'id' | 'title' | 'url'>; revisions: RevisionDto[]; selected: number; diff: RevisionDiffDto | null; can_hide: boolean };
  Reposts: PostListProps & { post: Pick<PostDto, 'id' | 'title' | 'url'> };
  /** `collection` null: All. */
  'User/Bookmark': { collections: BookmarkCollectionDto[]; collection: number | null } & (
    | ({ type: 'posts' } & PostListProps)
    | { type: 'comments'; comments: Paginator<CommentCardDto> }
  );
  'Chats/Index': { chats: Paginator<ChatDto> };
  /**
   * Messages are a page in reading order (`next_page_url` goes further back); `read_up_to`: the newest
   * message another member has read, for the read ticks.
   */
  'Chats/Show': { chat: ChatDto; messages: Paginator<MessageDto>; read_up_to: number | null; online_status: string | null };

  /** posts is null without a query. */
  'Discovery/Search': { q: string; filters: SearchFilters; blogs: SubsiteListItem[]; topics: SubsiteListItem[]; posts: Paginator<PostDto> | null };
  'Discovery/Top': { q: string; blogs: Paginator<SubsiteListItem> };
  'Discovery/Topics': { q: string; topics: Paginator<SubsiteListItem> };
  'Auth/Logout': { csrf_token: string };
  'Error/404': Record<string, never>;
  'Error/500': Record<string, never>;
  'Error/503': Record<string, never>;
  'Error/banned': { ban_record: { reason: string | null; date_unbanned: string | null } };
  /** Offline, in place of a page the service worker did not keep. */
  Offline: Record<string, never>;
  /** Asks before turning off the digest or one kind's email (`topic`), or says it is already off. */
  'Mail/Unsubscribe': { token: string; topic: 'digest' | 'notification'; unsubscribed: boolean };
  'User/Settings/Main': { settings: MainSettingsDto };
  /** The member's own blog's Telegram channel (`blog_id`: their blog's id, which the calls take). */
  'User/Settings/Telegram': { blog_id: number; telegram: TelegramStateDto };
  'User/Settings/Security': { sessions: SessionDto[]; two_factor: TwoFactorDto; data_export: DataExportDto | null; has_password: boolean; api_tokens: ApiTokensDto };
  'User/Notifications': { notifications: Paginator<NotificationDto> };
  /** One switch per kind and channel (`<kind>:<channel>`). */
  'User/Settings/Notifications': { notifications: NotificationSettingDto[]; digest: DigestFrequency };
  'User/Settings/Index': Record<string, never>;
  'User/Settings/Profile': { settings: ProfileSettingsDto };
  'User/Settings/Feed': { keywords: string[]; blocked: BlockedSubsiteDto[] };
  'User/MobileProfile': Record<string, never>;
  /** Every community for super admins; `community` narrows it to one. */
  'Moderation/Queue': { items: Paginator<QueueItemDto>; communities: SubsiteCard[]; community: number | null };
  'Moderation/Log': { entries: Paginator<ModlogEntryDto>; community: SubsiteCard | null };
  'User/MyThemes': { topics: MyTopicDto[]; can_create: boolean };
  'User/CreateMyThemes': Record<string, never>;
  /** Only where the reader may edit the community; `abilities` say which lists they may change. */
  'User/CommunitySettings/Index': {
    community: CommunitySettingsDto;
    tab: 'basic' | 'participants' | 'webhooks' | 'telegram';
    participants: CommunityParticipantsDto;
    /** Loaded on the webhooks tab only. */
    webhooks: WebhookDto[];
    /** Loaded on the Telegram tab only. */
    telegram: TelegramStateDto | null;
    abilities: CommunitySettingsAbilities;
  };
  'Admin/Dashboard': { dashboard: DashboardDto };
  'Admin/Advertisements': { ads: AdminAdvertisementDto[] };
  'Admin/Webhooks': { webhooks: WebhookDto[] };
  'Admin/Imports': { imports: ImportDto[] };
  'Admin/Pages': { pages: AdminStaticPageDto[]; footer_scripts: string };
  Page: { page: StaticPageDto };
  /** A blog's or community's statistics; `choices`: the member's blog, then the communities whose statistics they may see. */
  Stats: { statistics: SubsiteStatisticsDto; choices: Array<{ id: number; name: string; is_community: boolean }> };
  'Admin/Assets': AdminAssets;
  'Admin/Operations': { operations: OperationsDto };
  'Admin/Log': { entries: Paginator<AdminLogEntryDto> };
  'Admin/Settings': { settings: AdminSiteSettingsDto; invitations: InvitationDto[] };
  'Admin/Users': { users: Paginator<AdminUserDto>; q: string };
  /** The other tab's list is null. */
  'Admin/Content': {
    tab: ContentTab;
    filters: ContentFilters;
    posts: Paginator<AdminPostDto> | null;
    comments: Paginator<AdminCommentDto> | null;
    open_reports: number;
  };
}

export type PageName = keyof PagePropsMap;
export type PageProps<N extends PageName> = PagePropsMap[N] & SharedProps;
