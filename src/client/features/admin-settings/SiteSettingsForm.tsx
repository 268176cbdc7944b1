import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { SiteLink, SidebarWidget } from '../../../shared/pages.ts';
import { REGISTRATION_MODES, SIDEBAR_WIDGET_TYPES, SITE_SETTINGS_LIMITS as L } from '../../../shared/dto/site-settings.ts';
import { FEED_NAMES, LANGUAGES } from '../../../shared/dto/user.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { AdminCard } from '../admin/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import { Field } from '../communities/index.ts';
import { FieldGrid, ImageField, NumberField, SelectField, SwitchField } from './fields.tsx';
import { ListEditor } from './ListEditor.tsx';
import type { SiteSettingsForm as Form } from './useSiteSettingsForm.ts';

export const SITE_SETTINGS_FORM_ID = 'site-settings';
const SOCIAL_ICON_NAMES = ['', 'telegram', 'rss', 'mail'] as const;

/** After a refused save, the first field with a message takes the focus, however far down it is. */
function useFocusFirstError(errors: Record<string, string>) {
  useEffect(() => {
    if (Object.keys(errors).length > 0) document.querySelector<HTMLElement>(`#${SITE_SETTINGS_FORM_ID} [aria-invalid="true"]`)?.focus();
  }, [errors]);
}

interface Props {
  form: Form;
  saving: boolean;
  set<K extends keyof Form>(key: K, value: Form[K]): void;
  errors: Record<string, string>;
  secretKept: boolean;
  invitations: ReactNode;
  onSubmit(): void;
}

/** Time zone names for the field's suggestions, read in the browser only (the server's list may differ). */
function useTimeZones(): string[] {
  const [zones, setZones] = useState<string[]>([]);
  useEffect(() => setZones(Intl.supportedValuesOf('timeZone')), []);
  return zones;
}

export function SiteSettingsForm({ form, set, errors, saving, secretKept, invitations, onSubmit }: Props) {
  const t = useT();
  const zones = useTimeZones();
  useFocusFirstError(errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const options = <V extends string>(values: readonly V[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const linkRow = (field: 'links' | 'socialLinks') => (link: SiteLink, index: number, update: (link: SiteLink) => void) => (
    <>
      <TextField label={t('adminSettings.fields.linkName')} value={link.name} maxLength={L.linkName} onValueChange={(name) => update({ ...link, name })} error={errors[`${field}.${index}.name`]} />
      <TextField label={t('adminSettings.fields.linkUrl')} value={link.url} maxLength={L.url} inputMode="url" onValueChange={(url) => update({ ...link, url })} error={errors[`${field}.${index}.url`]} />
      {field === 'socialLinks' && (
        <SelectField
          label={t('adminSettings.fields.icon')}
          value={(link.icon ?? '') as (typeof SOCIAL_ICON_NAMES)[number]}
          options={SOCIAL_ICON_NAMES.map((icon) => ({ value: icon, label: t(`adminSettings.icons.${icon || 'none'}`) }))}
          onChange={(icon) => update({ ...link, ...(icon ? { icon } : { icon: undefined }) })}
          error={errors[`${field}.${index}.icon`]}
        />
      )}
    </>
  );

  return (
    <form id={SITE_SETTINGS_FORM_ID} onSubmit={submit} noValidate className="flex flex-col gap-3">
      <AdminCard title={t('adminSettings.sections.basic')}>
        <div className="flex flex-col gap-4">
          <TextField label={t('adminSettings.fields.siteName')} value={form.siteName} maxLength={L.siteName} onValueChange={(value) => set('siteName', value)} error={errors.siteName} />
          <Field name="description" label={t('adminSettings.fields.description')} value={form.description} maxLength={L.description} counter multiline onValueChange={(value) => set('description', value)} error={errors.description} />
          <FieldGrid>
            <TextField label={t('adminSettings.fields.timeZone')} value={form.timeZone} maxLength={L.timeZone} list="site-time-zones" hint={t('adminSettings.fields.timeZoneHint')} onValueChange={(value) => set('timeZone', value)} error={errors.timeZone} />
            <SelectField label={t('adminSettings.fields.defaultLanguage')} value={form.defaultLanguage} options={options(LANGUAGES, 'adminSettings.languages')} onChange={(value) => set('defaultLanguage', value)} error={errors.defaultLanguage} />
            <SelectField label={t('adminSettings.fields.defaultFeed')} value={form.defaultFeed} options={options(FEED_NAMES, 'adminSettings.feeds')} onChange={(value) => set('defaultFeed', value)} error={errors.defaultFeed} />
          </FieldGrid>
          <datalist id="site-time-zones">
            {zones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </div>
      </AdminCard>

      <AdminCard title={t('adminSettings.sections.appearance')} text={t('adminSettings.texts.appearance')}>
        <FieldGrid>
          <ImageField label={t('adminSettings.fields.logo')} value={form.logo} onChange={(value) => set('logo', value)} error={errors.logo} />
          <ImageField label={t('adminSettings.fields.darkLogo')} value={form.darkLogo} onChange={(value) => set('darkLogo', value)} error={errors.darkLogo} dark />
          <ImageField label={t('adminSettings.fields.favicon')} value={form.favicon} onChange={(value) => set('favicon', value)} error={errors.favicon} />
          <ImageField label={t('adminSettings.fields.loginBoxImage')} value={form.loginBoxImage} onChange={(value) => set('loginBoxImage', value)} error={errors.loginBoxImage} clearable />
        </FieldGrid>
      </AdminCard>

      <AdminCard title={t('adminSettings.sections.registration')} text={t('adminSettings.texts.registration')}>
        <div className="flex flex-col gap-4">
          <FieldGrid>
            <SelectField label={t('adminSettings.fields.registration')} value={form.registration} options={options(REGISTRATION_MODES, 'adminSettings.registrationModes')} onChange={(value) => set('registration', value)} error={errors.registration} />
            <NumberField label={t('adminSettings.fields.communityCreationRating')} value={form.communityCreationRating} onChange={(value) => set('communityCreationRating', value)} error={errors.communityCreationRating} />
          </FieldGrid>
          <SwitchField label={t('adminSettings.fields.emailVerification')} checked={form.emailVerification} onChange={(value) => set('emailVerification', value)} />
          <FieldGrid>
            <TextField label={t('adminSettings.fields.recaptchaSiteKey')} value={form.recaptchaSiteKey} maxLength={L.recaptchaKey} hint={t('adminSettings.fields.recaptchaHint')} autoComplete="off" onValueChange={(value) => set('recaptchaSiteKey', value)} error={errors.recaptchaSiteKey} />
            <TextField
              label={t('adminSettings.fields.recaptchaSecret')}
              type="password"
              autoComplete="new-password"
              value={form.recaptchaSecret}
              maxLength={L.recaptchaKey}
              hint={secretKept ? t('adminSettings.fields.recaptchaSecretKept') : undefined}
              onValueChange={(value) => set('recaptchaSecret', value)}
              error={errors.recaptchaSecret}
            />
          </FieldGrid>
        </div>
      </AdminCard>
      {invitations}

      <AdminCard title={t('adminSettings.sections.links')}>
        <div className="flex flex-col gap-5">
          <FieldGrid>
            <TextField label={t('adminSettings.fields.userAgreementUrl')} value={form.userAgreementUrl} maxLength={L.url} inputMode="url" onValueChange={(value) => set('userAgreementUrl', value)} error={errors.userAgreementUrl} />
            <TextField label={t('adminSettings.fields.privacyPolicyUrl')} value={form.privacyPolicyUrl} maxLength={L.url} inputMode="url" onValueChange={(value) => set('privacyPolicyUrl', value)} error={errors.privacyPolicyUrl} />
          </FieldGrid>
          <ListEditor title={t('adminSettings.fields.links')} items={form.links} max={L.links} blank={() => ({ name: '', url: '' })} onChange={(links) => set('links', links)} renderRow={linkRow('links')} />
          <ListEditor title={t('adminSettings.fields.socialLinks')} items={form.socialLinks} max={L.links} blank={() => ({ name: '', url: '' })} onChange={(links) => set('socialLinks', links)} renderRow={linkRow('socialLinks')} />
          <SwitchField label={t('adminSettings.fields.showSocialLinks')} checked={form.showSocialLinks} onChange={(value) => set('showSocialLinks', value)} />
        </div>
      </AdminCard>

      <AdminCard title={t('adminSettings.sections.sidebar')} text={t('adminSettings.texts.sidebar')}>
        <div className="flex flex-col gap-5">
          <ListEditor
            title={t('adminSettings.fields.sidebar')}
            items={form.sidebar}
            max={L.widgets}
            blank={(): SidebarWidget => ({ type: SIDEBAR_WIDGET_TYPES.find((type) => !form.sidebar.some((widget) => widget.type === type)) ?? 'top_blogs', count: 5 })}
            onChange={(sidebar) => set('sidebar', sidebar)}
            renderRow={(widget, index, update) => (
              <>
                <SelectField label={t('adminSettings.fields.widgetType')} value={widget.type} options={options(SIDEBAR_WIDGET_TYPES, 'adminSettings.widgets')} onChange={(type) => update({ ...widget, type })} error={errors[`sidebar.${index}.type`]} />
                <NumberField label={t('adminSettings.fields.widgetCount')} value={widget.count} onChange={(count) => update({ ...widget, count: Number(count) })} error={errors[`sidebar.${index}.count`]} />
              </>
            )}
          />
          <ListEditor
            title={t('adminSettings.fields.newsCommunities')}
            items={form.newsCommunities}
            max={L.newsCommunities}
            blank={() => ''}
            onChange={(slugs) => set('newsCommunities', slugs)}
            renderRow={(slug, index, update) => <TextField label={t('adminSettings.fields.newsCommunity')} value={slug} maxLength={L.slug} onValueChange={update} error={errors[`newsCommunities.${index}`]} />}
          />
        </div>
      </AdminCard>

      <AdminCard title={t('adminSettings.sections.meta')} text={t('adminSettings.texts.meta')}>
        <FieldGrid>
          <ImageField label={t('adminSettings.fields.metaImage')} value={form.metaImage} onChange={(value) => set('metaImage', value)} error={errors.metaImage} clearable />
          <ImageField label={t('adminSettings.fields.vkImage')} value={form.vkImage} onChange={(value) => set('vkImage', value)} error={errors.vkImage} clearable />
          <TextField label={t('adminSettings.fields.fbAppId')} value={form.fbAppId} maxLength={L.fbAppId} inputMode="numeric" onValueChange={(value) => set('fbAppId', value)} error={errors.fbAppId} />
        </FieldGrid>
      </AdminCard>

      <AdminCard title={t('adminSettings.sections.moderation')}>
        <div className="flex flex-col gap-4">
          <SwitchField label={t('adminSettings.fields.modlogHidesModerators')} checked={form.modlogHidesModerators} onChange={(value) => set('modlogHidesModerators', value)} />
          <FieldGrid>
            <NumberField label={t('adminSettings.fields.newAccountDays')} value={form.newAccountDays} onChange={(value) => set('newAccountDays', value)} error={errors.newAccountDays} />
            <NumberField label={t('adminSettings.fields.newAccountRating')} value={form.newAccountRating} onChange={(value) => set('newAccountRating', value)} error={errors.newAccountRating} />
            <NumberField label={t('adminSettings.fields.newAccountPostsPerHour')} value={form.newAccountPostsPerHour} onChange={(value) => set('newAccountPostsPerHour', value)} error={errors.newAccountPostsPerHour} />
            <NumberField label={t('adminSettings.fields.newAccountCommentsPerHour')} value={form.newAccountCommentsPerHour} onChange={(value) => set('newAccountCommentsPerHour', value)} error={errors.newAccountCommentsPerHour} />
          </FieldGrid>
        </div>
      </AdminCard>
      {/* The header's button is far behind on a phone after this long form. */}
      <Button type="submit" variant="primary" className="self-end" disabled={saving}>
        {t('adminSettings.save')}
      </Button>
    </form>
  );
}
