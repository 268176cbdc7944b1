export { assertInvitationUsable, spendInvitation } from './invitations.ts';
export type { SiteContext } from './site-context.ts';
export { captchaKeys, loadSiteSettings, saveSiteSetting, type SiteSettings } from './site-settings.ts';
export { sitePublisher } from './structured-data.ts';
