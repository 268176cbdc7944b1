// An empty site_settings table is a complete, working site; a row saved in the panel overrides the environment's default.
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import type { RegistrationMode } from '../../../shared/dto/site-settings.ts';
import type { Language } from '../../../shared/dto/user.ts';
import type { SharedProps } from '../../../shared/pages.ts';

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
  /** The site's description, also every page's default meta description. */
  description: string;
  favicon: string;
  /** The language of readers who have not chosen one (guests). */
  defaultLanguage: Language;
  /** Whether anyone may create an account (by password or through a sign-in provider). */
  registration: RegistrationMode;
  emailVerification: boolean;
  /** Registration asks for a captcha when both are set; the secret never leaves the server. */
  recaptchaSiteKey: string | null;
  recaptchaSecret: string | null;
  /** Meta defaults of pages without their own picture: og:image, vk:image, fb:app_id. */
  metaImage: string | null;
  vkImage: string | null;
  fbAppId: string | null;
  communityCreationRating: number;
  /** Communities whose posts are the news widget beside Popular. */
  newsCommunities: number[];
  /** The public moderation log leaves out who acted. */
  modlogHidesModerators: boolean;
  /** Anti-spam: an account younger than this many days, or rated below newAccountRating, is new. */
  newAccountDays: number;
  newAccountRating: number;
  newAccountPostsPerHour: number;
  newAccountCommentsPerHour: number;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: 'Перо',
  description: 'Перо — сообщество авторов и читателей: статьи, новости, обсуждения и блоги на русском языке.',
  logo: '/logo.svg',
  darkLogo: '/logo-dark.svg',
  favicon: '/favicon.svg',
  defaultLanguage: 'ru',
  registration: 'open',
  emailVerification: true,
  recaptchaSiteKey: null,
  recaptchaSecret: null,
  metaImage: null,
  vkImage: null,
  fbAppId: null,
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

export function siteDefaults(config: Pick<Config, 'emailVerification' | 'recaptchaSiteKey' | 'recaptchaSecret'>): SiteSettings {
  return { ...DEFAULT_SITE_SETTINGS, emailVerification: config.emailVerification, recaptchaSiteKey: config.recaptchaSiteKey, recaptchaSecret: config.recaptchaSecret };
}

export async function loadSiteSettings(db: Db, defaults: SiteSettings = DEFAULT_SITE_SETTINGS): Promise<SiteSettings> {
  // Read as text and parsed here: through the embedded driver a JSON string that looks like a
  // number ("1234567890") would be parsed twice and come back a number.
  const rows = await db.select({ key: siteSettings.key, json: sql<string>`${siteSettings.value}::text` }).from(siteSettings);
  const settings: Record<string, unknown> = { ...defaults };
  for (const row of rows) {
    if (row.key in defaults) settings[row.key] = JSON.parse(row.json);
  }
  return settings as unknown as SiteSettings;
}

export function captchaKeys(settings: SiteSettings): { siteKey: string; secret: string } | null {
  return settings.recaptchaSiteKey && settings.recaptchaSecret ? { siteKey: settings.recaptchaSiteKey, secret: settings.recaptchaSecret } : null;
}

export async function saveSiteSetting<K extends keyof SiteSettings>(db: Db, key: K, value: SiteSettings[K]): Promise<void> {
  // Serialised here: the drivers would send a bare string or null as SQL text or SQL NULL, not as JSON.
  const json = sql`${JSON.stringify(value)}::jsonb`;
  await db
    .insert(siteSettings)
    .values({ key, value: json })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: json, updatedAt: new Date() } });
}
