/**
 * The props every page gets (spec 2, section 3, "Page properties"). Counters that later
 * capabilities own (followings, unread chats, drafts, notifications) start from their real
 * sources as those capabilities land; until then they are honestly empty.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../../shared/dto/auth.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { feedFilters } from '../../../shared/feed-filters.ts';
import type { SharedProps } from '../../../shared/pages.ts';
import { subsiteUrl } from '../../../shared/slugs.ts';
import { followedCommunities } from '../../hydration/subsites.ts';
import { readFlash } from '../auth/flash.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { memberCounters, type MemberCounters } from './member-counters.ts';
import type { SiteSettings } from './site-settings.ts';
import type { SiteContext } from './site-context.ts';

export interface SharedPropsContext {
  db: Db;
  site: SiteContext;
  appUrl: string;
  authProviders: string[];
  /** From RECAPTCHA_SITE_KEY; set only together with the secret the server checks with. */
  recaptchaSiteKey: string | null;
}

/**
 * Followed topics carried on every page for the sidebar. A bound keeps every page's props
 * small; readers who follow more reach the rest through their follow list.
 */
const SIDEBAR_FOLLOWINGS = 50;

const NO_COUNTERS: MemberCounters = { drafts: 0, myTopics: 0 };

export async function buildSharedProps(request: FastifyRequest, { db, site, appUrl, authProviders, recaptchaSiteKey }: SharedPropsContext): Promise<SharedProps> {
  const user = request.user;
  const [settings, categories, counters, followings] = await Promise.all([
    site.settings.get(),
    site.sidebarCommunities.get(),
    user ? memberCounters(db, user.id) : NO_COUNTERS,
    user ? followedCommunities(db, user.id, SIDEBAR_FOLLOWINGS) : [],
  ]);

  const defaultFeed = user?.defaultFeed ?? settings.defaultFeed;
  return {
    auth: { user: user ? presentCurrentUser(user, { ...counters, followings }) : null },
    language: request.language,
    timeZone: settings.timeZone,
    siteName: settings.siteName,
    recaptchaSiteKey,
    notSawNotifications: 0,
    notReadNotifications: 0,
    defaultFeed,
    defaultSortingFeed: user?.defaultSortingFeed ?? 'popular',
    filters: feedFilters(request.url.split('?')[0]!, defaultFeed === 'my' && !user ? 'popular' : defaultFeed),
    logo: settings.logo,
    darkLogo: settings.darkLogo,
    loginBoxImage: settings.loginBoxImage,
    links: settings.links,
    socialLinks: settings.socialLinks,
    showSocialLinks: settings.showSocialLinks,
    categories,
    authProviders,
    userAgreementUrl: settings.userAgreementUrl,
    privacyPolicyUrl: settings.privacyPolicyUrl,
    canCreateCommunity: user !== null && canCreateCommunity(user, settings),
    sidebar: settings.sidebar,
    advertisements: { right: [] },
    footerScripts: settings.footerScripts,
    alert: readFlash(request),
    meta: {
      title: settings.siteName,
      description: settings.description,
      siteName: settings.siteName,
      canonical: appUrl + request.url.split('?')[0],
    },
  };
}

function presentCurrentUser(user: AuthUser, counts: MemberCounters & { followings: SubsiteCard[] }): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    slug: user.slug,
    url: subsiteUrl(user.slug),
    avatar: user.avatar,
    // Favorites (pinned at the top, spec 2 "Sidebar") are not kept yet.
    followings: counts.followings.map((card) => ({ ...card, is_follow: true, is_favorite: false })),
    unread_chats: [],
    my_topics: counts.myTopics,
    is_super_admin: user.role === 'super_admin',
    is_editor: user.role === 'editor' || user.role === 'super_admin',
    drafts_count: counts.drafts,
  };
}

export function canCreateCommunity(user: AuthUser, settings: SiteSettings): boolean {
  return user.role === 'super_admin' || user.rating >= settings.communityCreationRating;
}
