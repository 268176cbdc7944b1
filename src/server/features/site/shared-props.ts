import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../../shared/dto/auth.ts';
import { feedFilters } from '../../../shared/feed-filters.ts';
import type { SharedProps } from '../../../shared/pages.ts';
import { subsiteUrl } from '../../../shared/slugs.ts';
import { shownAdvertisements } from '../advertisements/index.ts';
import { readFlash } from '../../kernel/flash.ts';
import { footerPages } from '../static-pages/index.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { canCreateCommunity } from '../communities/index.ts';
import { memberShell, NO_MEMBER_SHELL, type MemberShell } from './member-shell.ts';
import { shellReadWithSession } from './member-session.ts';
import { captchaKeys } from './site-settings.ts';
import { websiteJsonLd } from './structured-data.ts';
import type { SiteContext } from './site-context.ts';

export interface SharedPropsContext {
  db: Db;
  site: SiteContext;
  appUrl: string;
  authProviders: string[];
  /** A GIF service is configured (GIF_API_KEY): the comment form offers its picker. */
  gifSearch: boolean;
  readOnly(): boolean;
}

export async function buildSharedProps(request: FastifyRequest, { db, site, appUrl, authProviders, gifSearch, readOnly }: SharedPropsContext): Promise<SharedProps> {
  const user = request.user;
  const [settings, categories, shell] = await Promise.all([
    site.settings.get(),
    site.sidebarCommunities.get(),
    // A member who signed in during this request has no shell read with their session yet.
    user ? (shellReadWithSession(request) ?? memberShell(db, user.id)) : NO_MEMBER_SHELL,
  ]);

  const defaultFeed = user?.defaultFeed ?? settings.defaultFeed;
  const filters = feedFilters(request.url.split('?')[0]!, defaultFeed === 'my' && !user ? 'popular' : defaultFeed);
  return {
    auth: { user: user ? presentCurrentUser(user, shell) : null },
    readOnly: readOnly(),
    language: request.language,
    timeZone: settings.timeZone,
    siteName: settings.siteName,
    recaptchaSiteKey: captchaKeys(settings)?.siteKey ?? null,
    registration: settings.registration,
    gifSearch,
    notSawNotifications: shell.notSaw,
    notReadNotifications: shell.notRead,
    defaultFeed,
    defaultSortingFeed: user?.defaultSortingFeed ?? 'popular',
    filters,
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
    canCreateCommunity: user !== null && canCreateCommunity(user, settings.communityCreationRating),
    sidebar: settings.sidebar,
    advertisements: await shownAdvertisements(site, db),
    footerPages: await footerPages(site, db),
    footerScripts: settings.footerScripts,
    alert: readFlash(request),
    meta: {
      title: settings.siteName,
      description: settings.description,
      siteName: settings.siteName,
      canonical: appUrl + request.url.split('?')[0],
      favicon: settings.favicon,
      ...(settings.metaImage && { defaultImage: settings.metaImage }),
      ...(settings.vkImage && { defaultVkImage: settings.vkImage }),
      ...(settings.fbAppId && { fbAppId: settings.fbAppId }),
      // The home page and the feeds describe the site; a page with its own description replaces it.
      ...(filters.feed !== null && { jsonLd: websiteJsonLd(settings, appUrl) }),
    },
  };
}

function presentCurrentUser(user: AuthUser, shell: MemberShell): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    slug: user.slug,
    url: subsiteUrl(user.slug),
    avatar: user.avatar,
    followings: shell.followings,
    unread_chats: shell.unreadChats,
    my_topics: shell.myTopics,
    is_super_admin: user.role === 'super_admin',
    is_editor: user.role === 'editor' || user.role === 'super_admin',
    drafts_count: shell.drafts,
    ...shell.badges,
    moderates: user.role === 'super_admin' || shell.myTopics > 0 || shell.moderates,
  };
}
