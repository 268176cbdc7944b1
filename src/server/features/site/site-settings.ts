/**
 * Site-wide settings with their defaults. The control panel (P12) writes rows into
 * site_settings; an empty table is a complete, working site.
 */
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import type { SharedProps } from '../../../shared/pages.ts';

/** The page props that come straight from settings, and the settings only the server reads. */
export interface SiteSettings
  extends Pick<
    SharedProps,
    | 'siteName'
    | 'logo'
    | 'darkLogo'
    | 'loginBoxImage'
    | 'links'
    | 'socialLinks'
    | 'showSocialLinks'
    | 'userAgreementUrl'
    | 'privacyPolicyUrl'
    | 'sidebar'
    | 'footerScripts'
    | 'defaultFeed'
    | 'timeZone'
  > {
  /** The site's default meta description. */
  description: string;
  /** Rating a user needs before creating communities (P11). */
  communityCreationRating: number;
  /** Communities whose posts are the news widget beside Popular. */
  newsCommunities: number[];
  /** The public moderation log leaves out who acted (P11). */
  modlogHidesModerators: boolean;
  /** Anti-spam (P11): an account younger than this many days, or rated below newAccountRating, is new. */
  newAccountDays: number;
  newAccountRating: number;
  /** What a new account may publish per hour: posts and comments. */
  newAccountPostsPerHour: number;
  newAccountCommentsPerHour: number;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: 'Перо',
  description: 'Перо — сообщество авторов и читателей: статьи, новости, обсуждения и блоги на русском языке.',
  logo: '/logo.svg',
  darkLogo: '/logo-dark.svg',
  loginBoxImage: null,
  links: [],
  socialLinks: [],
  showSocialLinks: false,
  userAgreementUrl: null,
  privacyPolicyUrl: null,
  sidebar: [
    // Shown only while a right-sidebar advertisement is enabled and in its schedule.
    { type: 'advertisement', count: 1 },
    { type: 'top_blogs', count: 3 },
    { type: 'best_comments', count: 5 },
  ],
  footerScripts: '',
  defaultFeed: 'popular',
  communityCreationRating: 100,
  newsCommunities: [],
  modlogHidesModerators: false,
  newAccountDays: 2,
  newAccountRating: 0,
  newAccountPostsPerHour: 5,
  newAccountCommentsPerHour: 30,
  timeZone: 'Europe/Moscow',
};

export async function loadSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  const settings: Record<string, unknown> = { ...DEFAULT_SITE_SETTINGS };
  for (const row of rows) {
    if (row.key in DEFAULT_SITE_SETTINGS) settings[row.key] = row.value;
  }
  return settings as unknown as SiteSettings;
}

export async function saveSiteSetting<K extends keyof SiteSettings>(db: Db, key: K, value: SiteSettings[K]): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
