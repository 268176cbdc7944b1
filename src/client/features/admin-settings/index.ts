export { SITE_SETTINGS_FORM_ID, SiteSettingsForm } from './SiteSettingsForm.tsx';
export { useSiteSettingsForm } from './useSiteSettingsForm.ts';
export { InvitationsCard } from './InvitationsCard.tsx';
