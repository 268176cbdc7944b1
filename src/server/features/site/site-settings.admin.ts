// The screen shows the reCAPTCHA secret only as "kept or not". A save writes only the settings whose value changed, so
// untouched ones keep following their defaults (the environment's too).
import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { AdminSiteSettingsDto, SaveSiteSettingsBody } from '../../../shared/api/admin-settings.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { subsites } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Invalid } from '../../platform/errors.ts';
import { adminActed } from '../admin/index.ts';
import { saveSiteSetting, type SiteSettings } from './site-settings.ts';
import { FieldProblems, isTimeZone } from './site-settings.validate.ts';

type SaveInput = Static<typeof SaveSiteSettingsBody>;

/** The settings the screen edits; `footerScripts` has a screen of its own. */
type Editable = Omit<SiteSettings, 'footerScripts'>;

export async function presentAdminSettings(db: Db, settings: SiteSettings): Promise<AdminSiteSettingsDto> {
  const { footerScripts: _scripts, recaptchaSecret, newsCommunities, ...rest } = settings;
  return { ...rest, newsCommunities: await slugsOf(db, newsCommunities), recaptchaSecretSet: recaptchaSecret !== null };
}

async function slugsOf(db: Db, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: subsites.id, slug: subsites.slug }).from(subsites).where(inArray(subsites.id, ids));
  const slugById = new Map(rows.map((row) => [row.id, row.slug]));
  return ids.flatMap((id) => slugById.get(id) ?? []);
}

async function communityIds(db: Db, slugs: string[], problems: FieldProblems): Promise<number[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ id: subsites.id, slug: subsites.slug })
    .from(subsites)
    .where(and(inArray(subsites.slug, slugs), eq(subsites.type, 'community'), isNull(subsites.deletedAt)));
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  slugs.forEach((slug, index) => {
    if (!idBySlug.has(slug)) problems.add(`newsCommunities.${index}`, 'adminSettings.errors.community', { slug });
  });
  return [...new Set(slugs.flatMap((slug) => idBySlug.get(slug) ?? []))];
}

const blankToNull = (value: string | null): string | null => (value?.trim() ? value.trim() : null);

async function readForm(db: Db, input: SaveInput, current: SiteSettings): Promise<Editable> {
  const problems = new FieldProblems();
  const { recaptchaSecret: secretInput, newsCommunities: slugs, recaptchaSiteKey: siteKeyInput, ...fields } = input;
  const next: Editable = {
    ...fields,
    siteName: fields.siteName.trim(),
    description: fields.description.trim(),
    logo: fields.logo.trim(),
    darkLogo: fields.darkLogo.trim(),
    favicon: fields.favicon.trim(),
    loginBoxImage: blankToNull(fields.loginBoxImage),
    userAgreementUrl: blankToNull(fields.userAgreementUrl),
    privacyPolicyUrl: blankToNull(fields.privacyPolicyUrl),
    metaImage: blankToNull(fields.metaImage),
    vkImage: blankToNull(fields.vkImage),
    fbAppId: blankToNull(fields.fbAppId),
    links: fields.links.map(({ name, url }) => ({ name: name.trim(), url: url.trim() })),
    socialLinks: fields.socialLinks.map(({ name, url, icon }) => ({ name: name.trim(), url: url.trim(), ...(icon ? { icon } : {}) })),
    recaptchaSiteKey: blankToNull(siteKeyInput),
    // Without a site key there is no captcha, and a secret kept for none would only mislead.
    recaptchaSecret: blankToNull(siteKeyInput) === null ? null : secretInput === undefined ? current.recaptchaSecret : blankToNull(secretInput),
    newsCommunities: await communityIds(db, slugs, problems),
  };

  if (!next.siteName) problems.add('siteName', 'validation.required');
  for (const field of ['logo', 'darkLogo', 'favicon', 'loginBoxImage', 'userAgreementUrl', 'privacyPolicyUrl', 'metaImage', 'vkImage'] as const) {
    problems.url(field, next[field]);
  }
  if (!isTimeZone(next.timeZone)) problems.add('timeZone', 'adminSettings.errors.timeZone');
  problems.links('links', next.links);
  problems.links('socialLinks', next.socialLinks);
  const types = next.sidebar.map((widget) => widget.type);
  types.forEach((type, index) => {
    if (types.indexOf(type) !== index) problems.add(`sidebar.${index}.type`, 'adminSettings.errors.widgetTwice');
  });
  problems.digits('fbAppId', next.fbAppId);
  problems.key('recaptchaSiteKey', next.recaptchaSiteKey);
  problems.key('recaptchaSecret', secretInput === undefined ? null : blankToNull(secretInput));
  if (next.recaptchaSiteKey !== null && next.recaptchaSecret === null) problems.add('recaptchaSecret', 'adminSettings.errors.secretNeeded');
  if (!problems.empty) throw new Invalid(problems.fields);
  return next;
}

export interface SavedSettings {
  settings: SiteSettings;
  changed: Array<keyof Editable>;
}

export async function saveAdminSettings(db: Db, actorId: number, input: SaveInput, current: SiteSettings): Promise<SavedSettings> {
  const next = await readForm(db, input, current);
  // Deep equality ignores key order, which the database's JSON does not keep.
  const changed = (Object.keys(next) as Array<keyof Editable>).filter((key) => !isDeepStrictEqual(next[key], current[key]));
  if (changed.length > 0) {
    await inTransaction(db, async (tx) => {
      for (const key of changed) await saveSiteSetting(tx, key, next[key]);
      await recordEvents(tx, adminActed(actorId, 'settings.saved', { type: 'settings', name: changed.join(', ') }, { keys: changed }));
    });
  }
  return { settings: { ...current, ...next }, changed };
}
