/**
 * The one Inertia contract: page name → props. The server's `reply.page(name, props)` and
 * each page component's `PageProps<'Name'>` are checked against this map.
 */
import type { AdminSiteSettingsDto } from './api/admin-settings.ts';
import type { InvitationDto } from './api/admin-invitations.ts';
import type { RegistrationMode } from './dto/site-settings.ts';
import type { NewsPage } from './api/feeds.ts';
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
import type { AdminAdvertisementDto, ShownAdvertisements } from './dto/advertisement.ts';
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
  /** Icon name from the client's icon set (vk, telegram, youtube …), for social links. */
  icon?: string;
}

/** A right-sidebar widget and how many items it shows (spec 2, "Mobile layout and shell"). */
export interface SidebarWidget {
  type: 'advertisement' | 'top_blogs' | 'best_comments';
  count: number;
}

export interface Alert {
  message: string;
  type: 'success' | 'error' | 'info';
}

/** Props every page receives (spec 2, section 3, "Page properties"). */
export interface SharedProps {
  auth: { user: CurrentUser | null };
  language: Language;
  /** The site's time zone: dates are shown in it on the server and in the browser alike. */
  timeZone: string;
  siteName: string;
  recaptchaSiteKey: string | null;
  /** Who may create an account: anyone, nobody (the sign-in modal says so instead), or whoever has an invitation code. */
  registration: RegistrationMode;
  /** The comment form offers a GIF picker (a GIF service is configured on the server). */
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
  /** Communities offered in the sidebar to readers who follow nothing yet. */
  categories: SubsiteCard[];
  authProviders: string[];
  userAgreementUrl: string | null;
  privacyPolicyUrl: string | null;
  canCreateCommunity: boolean;
  sidebar: SidebarWidget[];
  /** The advertisements shown now, by slot; each is a sandboxed frame's address. */
  advertisements: ShownAdvertisements;
  /** Static pages listed in the footer, in their order. */
  footerPages: FooterPageLink[];
  footerScripts: string;
  alert: Alert | null;
  meta: PageMeta;
}

/** A post list page: its posts, paged like every list (spec 1, "Paginator"). */
export interface PostListProps {
  posts: Paginator<PostDto>;
}

/** What both tabs of a user's or community's page carry around the tab. */
interface ProfilePage {
  subsite: SubsiteProfile;
  managers: CommunityManagers | null;
  online_status: OnlineStatus | null;
}

export interface PagePropsMap {
  /** The feeds: `/`, `/popular[/{range}]`, `/new[/{filter}]`, `/my[/{sorting}]`. */
  Index: PostListProps & {
    feed: FeedName;
    /** The news widget's first page, beside Popular without a range; null elsewhere. */
    news: NewsPage | null;
  };
  /** `/editorial`: the official posts, newest first. */
  Editorial: PostListProps;
  /**
   * `comments`: the first page of Popular (null in the single-thread view and without comments);
   * `comment_ban`: what keeps the signed-in reader from commenting here, null for guests and everyone free to.
   */
  Post: { post: PostDto; comments: Paginator<CommentDto> | null; comment_ban: CommentBanDto | null };
  /** `{user url}/drafts`: the signed-in author's unpublished posts. */
  'User/UserDrafts': PostListProps & { subsite: SubsiteCard };
  /**
   * A user's or community's page, its Posts tab: `/{slug}` (Popular), `/{slug}/popular`,
   * `/{slug}/new`, `/{slug}/month`, `/{slug}/year`; the pinned post leads its first page and
   * is not in `posts`. `managers` only on communities; `online_status`: a person's, in the
   * reader's language, null on a community's page.
   */
  'User/User': ProfilePage & { tab: 'posts'; sort: ProfilePostSort; pinned: PostDto | null } & PostListProps;
  /** The same page, a member's Comments tab: `/{slug}/comments[/new]`. */
  'User/Comments': ProfilePage & { tab: 'comments'; sort: ProfileCommentSort; comments: Paginator<CommentCardDto> };
  /** `/tag/{tag}`. */
  Tag: PostListProps & { tag: string };
  /** `/posts/{id}/reposts`: replies to a post. */
  Reposts: PostListProps & { post: Pick<PostDto, 'id' | 'title' | 'url'> };
  /**
   * `/bookmarks[/{posts|comments}][?collection={id}]`: the member's bookmarks of one type, in
   * All (collection null) or one of their collections.
   */
  'User/Bookmark': { collections: BookmarkCollectionDto[]; collection: number | null } & (
    | ({ type: 'posts' } & PostListProps)
    | { type: 'comments'; comments: Paginator<CommentCardDto> }
  );
  /** `/m`: the member's chats, unread first, then by the newest message. */
  'Chats/Index': { chats: Paginator<ChatDto> };
  /**
   * `/m/{id}`: one chat with its newest messages (a page in reading order; `next_page_url`
   * goes further back). `read_up_to`: the newest message another member has read, for the
   * read ticks. `online_status`: the partner's status string, null until people have one.
   */
  'Chats/Show': { chat: ChatDto; messages: Paginator<MessageDto>; read_up_to: number | null; online_status: string | null };

  /**
   * `/discovery[?q]`: blogs and topics found (the top of each without a query) and the posts
   * found, paged; posts is null without a query.
   */
  'Discovery/Search': { q: string; filters: SearchFilters; blogs: SubsiteListItem[]; topics: SubsiteListItem[]; posts: Paginator<PostDto> | null };
  /** `/discovery/blogs[?q]`: the top of blogs, or every blog found. */
  'Discovery/Top': { q: string; blogs: Paginator<SubsiteListItem> };
  /** `/discovery/topics[?q]`: the topics to follow, or every topic found. */
  'Discovery/Topics': { q: string; topics: Paginator<SubsiteListItem> };
  /** `GET /logout`: asks before signing out, and posts the form that does it. */
  'Auth/Logout': { csrf_token: string };
  'Error/404': Record<string, never>;
  'Error/500': Record<string, never>;
  /** The database is away: the page says so and asks to retry in a few seconds. */
  'Error/503': Record<string, never>;
  'Error/banned': { ban_record: { reason: string | null; date_unbanned: string | null } };
  /**
   * `/unsubscribe/{token}`: a letter's unsubscribe link. Asks before turning off the digest or
   * one notification kind's email (`topic`), or says it is already off (`unsubscribed`).
   */
  'Mail/Unsubscribe': { token: string; topic: 'digest' | 'notification'; unsubscribed: boolean };
  /** `/settings/main` (Basic settings): the address and the password. */
  'User/Settings/Main': { settings: MainSettingsDto };
  /** `/settings/security`: two-factor sign-in, the account's active sessions (this one first) and the newest data export. */
  'User/Settings/Security': { sessions: SessionDto[]; two_factor: TwoFactorDto; data_export: DataExportDto | null; has_password: boolean };
  /** `{user url}/notifications`: the member's notifications, latest activity first. */
  'User/Notifications': { notifications: Paginator<NotificationDto> };
  /** `/settings/notifications`: one switch per kind and channel (`<kind>:<channel>`). */
  'User/Settings/Notifications': { notifications: NotificationSettingDto[]; digest: DigestFrequency };
  /** `/settings`: the tiles Blog, Feeds, Basic and Notifications. */
  'User/Settings/Index': Record<string, never>;
  /** `/settings/profile`: the member's own blog (spec 2 "User settings" and page-level show_online, show_posts). */
  'User/Settings/Profile': { settings: ProfileSettingsDto };
  /** `/settings/feed`: the defaults come from the shared props; the block lists, newest first. */
  'User/Settings/Feed': { keywords: string[]; blocked: BlockedSubsiteDto[] };
  /** `/account`: the mobile profile the tab bar's avatar opens; the member comes from `auth.user`. */
  'User/MobileProfile': Record<string, never>;
  /**
   * `/moderation`: the items with open reports in what the viewer moderates (every community
   * for super admins), the most recently reported first; `community` narrows it to one.
   */
  'Moderation/Queue': { items: Paginator<QueueItemDto>; communities: SubsiteCard[]; community: number | null };
  /** `/modlog` (site-wide) and `{community url}/modlog`: the public moderation log, newest first. */
  'Moderation/Log': { entries: Paginator<ModlogEntryDto>; community: SubsiteCard | null };
  /** `/my-topics`: the topics the member created; `can_create` from the site's rating threshold. */
  'User/MyThemes': { topics: MyTopicDto[]; can_create: boolean };
  /** `/my-topics/create`: the new topic form. */
  'User/CreateMyThemes': Record<string, never>;
  /**
   * `{community url}/settings[?tab=participants]`: the settings hub, only where the reader may
   * edit the community; `abilities` say which lists they may change.
   */
  'User/CommunitySettings/Index': {
    community: CommunitySettingsDto;
    tab: 'basic' | 'participants';
    participants: CommunityParticipantsDto;
    abilities: CommunitySettingsAbilities;
  };
  /** `/admin-panel`: the control panel's overview (super admins only). */
  'Admin/Dashboard': { dashboard: DashboardDto };
  /** `/admin-panel/advertisements`: every advertisement, by position and order. */
  'Admin/Advertisements': { ads: AdminAdvertisementDto[] };
  /** `/admin-panel/pages`: every static page, in order, and the site's footer scripts. */
  'Admin/Pages': { pages: AdminStaticPageDto[]; footer_scripts: string };
  /** `/pages/{slug}`: a static page written in the control panel. */
  Page: { page: StaticPageDto };
  /** `/admin-panel/assets`: the reaction set, the personal icons and the report reasons, disabled ones included. */
  'Admin/Assets': AdminAssets;
  /** `/admin-panel/operations`: job queues, failed jobs, counters and backups. */
  'Admin/Operations': { operations: OperationsDto };
  /** `/admin-panel/log`: what super admins did in the panel, newest first. */
  'Admin/Log': { entries: Paginator<AdminLogEntryDto> };
  /** `/admin-panel/settings`: every site setting the panel edits. */
  'Admin/Settings': { settings: AdminSiteSettingsDto; invitations: InvitationDto[] };
  /** `/admin-panel/users?q=`: accounts by name, nickname or e-mail, the newest first. */
  'Admin/Users': { users: Paginator<AdminUserDto>; q: string };
  /**
   * `/admin-panel/content?tab=&q=&author=&state=`: posts or comments in any state, the newest
   * first (the other tab's list is null), and the open reports behind the queue's card.
   */
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
