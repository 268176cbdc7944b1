import type { SidebarWidget } from '../pages.ts';

export const REGISTRATION_MODES = ['open', 'closed', 'invitation'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

export const SIDEBAR_WIDGET_TYPES = ['top_blogs', 'best_comments', 'advertisement'] as const satisfies ReadonlyArray<SidebarWidget['type']>;

export const SITE_SETTINGS_LIMITS = {
  siteName: 60,
  description: 300,
  url: 1000,
  timeZone: 64,
  linkName: 60,
  links: 20,
  icon: 20,
  widgets: 8,
  widgetCount: 20,
  newsCommunities: 20,
  slug: 64,
  recaptchaKey: 100,
  fbAppId: 32,
  rating: 1_000_000,
  days: 365,
  perHour: 1000,
} as const;

export const INVITATION_LIMITS = { code: 64, days: 365, listed: 100 } as const;
