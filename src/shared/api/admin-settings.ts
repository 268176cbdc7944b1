// Only the fields whose value changed are written; the others keep following their defaults, the environment's included.
import { Type, type Static } from 'typebox';
import { REGISTRATION_MODES, SIDEBAR_WIDGET_TYPES, SITE_SETTINGS_LIMITS as L } from '../dto/site-settings.ts';
import { FEED_NAMES, LANGUAGES } from '../dto/user.ts';
import { defineCalls } from './call.ts';

const Url = Type.String({ maxLength: L.url });
const OptionalUrl = Type.Union([Url, Type.Null()]);
const Link = Type.Object({ name: Type.String({ minLength: 1, maxLength: L.linkName }), url: Type.String({ minLength: 1, maxLength: L.url }) });
const SocialLink = Type.Object({ ...Link.properties, icon: Type.Optional(Type.String({ maxLength: L.icon })) });
const Widget = Type.Object({ type: Type.Enum(SIDEBAR_WIDGET_TYPES), count: Type.Integer({ minimum: 1, maximum: L.widgetCount }) });
const RecaptchaKey = Type.Union([Type.String({ maxLength: L.recaptchaKey }), Type.Null()]);

const Editable = {
  siteName: Type.String({ minLength: 1, maxLength: L.siteName }),
  description: Type.String({ maxLength: L.description }),
  logo: Type.String({ minLength: 1, maxLength: L.url }),
  darkLogo: Type.String({ minLength: 1, maxLength: L.url }),
  favicon: Type.String({ minLength: 1, maxLength: L.url }),
  loginBoxImage: OptionalUrl,
  timeZone: Type.String({ minLength: 1, maxLength: L.timeZone }),
  defaultLanguage: Type.Enum(LANGUAGES),
  defaultFeed: Type.Enum(FEED_NAMES),
  registration: Type.Enum(REGISTRATION_MODES),
  emailVerification: Type.Boolean(),
  recaptchaSiteKey: RecaptchaKey,
  communityCreationRating: Type.Integer({ minimum: 0, maximum: L.rating }),
  newsCommunities: Type.Array(Type.String({ minLength: 1, maxLength: L.slug }), { maxItems: L.newsCommunities }),
  userAgreementUrl: OptionalUrl,
  privacyPolicyUrl: OptionalUrl,
  links: Type.Array(Link, { maxItems: L.links }),
  socialLinks: Type.Array(SocialLink, { maxItems: L.links }),
  showSocialLinks: Type.Boolean(),
  sidebar: Type.Array(Widget, { maxItems: L.widgets }),
  metaImage: OptionalUrl,
  fbAppId: Type.Union([Type.String({ maxLength: L.fbAppId }), Type.Null()]),
  vkImage: OptionalUrl,
  modlogHidesModerators: Type.Boolean(),
  newAccountDays: Type.Integer({ minimum: 0, maximum: L.days }),
  newAccountRating: Type.Integer({ minimum: -L.rating, maximum: L.rating }),
  newAccountPostsPerHour: Type.Integer({ minimum: 1, maximum: L.perHour }),
  newAccountCommentsPerHour: Type.Integer({ minimum: 1, maximum: L.perHour }),
};

/** What the screen shows: the reCAPTCHA secret is write-only, browsers only learn whether one is kept. */
export const AdminSiteSettings = Type.Object({ ...Editable, recaptchaSecretSet: Type.Boolean() });
export type AdminSiteSettingsDto = Static<typeof AdminSiteSettings>;

export const SaveSiteSettingsBody = Type.Object({
  ...Editable,
  /** Left out: the kept secret stays; null: no secret (the captcha is off). */
  recaptchaSecret: Type.Optional(RecaptchaKey),
});

export const adminSettings = defineCalls('adminSettings', {
  save: {
    method: 'POST',
    path: '/admin-panel/settings',
    summary: 'Save the site settings (super admins); answers them as saved',
    superAdmin: true,
    body: SaveSiteSettingsBody,
    answer: Type.Object({ settings: AdminSiteSettings, changed: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 40 }) }),
  },
});
