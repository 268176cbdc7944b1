/** The reCAPTCHA secret is sent only when typed in, so saving never needs the kept secret back. */
import { useState } from 'react';
import { router } from '@inertiajs/react';
import type { Static } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import type { AdminSiteSettingsDto, SaveSiteSettingsBody } from '../../../shared/api/admin-settings.ts';
import { api } from '../../platform/api.ts';
import { HttpError } from '../../platform/http.ts';
import { useT } from '../../platform/useT.ts';
import { useFailureToast, useToast } from '../../ui/toast.tsx';

type Nullable = 'loginBoxImage' | 'userAgreementUrl' | 'privacyPolicyUrl' | 'metaImage' | 'vkImage' | 'fbAppId' | 'recaptchaSiteKey';
type Numeric = 'communityCreationRating' | 'newAccountDays' | 'newAccountRating' | 'newAccountPostsPerHour' | 'newAccountCommentsPerHour';

export type SiteSettingsForm = Omit<AdminSiteSettingsDto, Nullable | Numeric | 'recaptchaSecretSet'> & Record<Nullable | Numeric, string> & { recaptchaSecret: string };

const NULLABLE: Nullable[] = ['loginBoxImage', 'userAgreementUrl', 'privacyPolicyUrl', 'metaImage', 'vkImage', 'fbAppId', 'recaptchaSiteKey'];
const NUMERIC: Numeric[] = ['communityCreationRating', 'newAccountDays', 'newAccountRating', 'newAccountPostsPerHour', 'newAccountCommentsPerHour'];

function toForm(settings: AdminSiteSettingsDto): SiteSettingsForm {
  const { recaptchaSecretSet: _, ...rest } = settings;
  const form = { ...rest, recaptchaSecret: '' } as Record<string, unknown>;
  for (const key of NULLABLE) form[key] = settings[key] ?? '';
  for (const key of NUMERIC) form[key] = String(settings[key]);
  return form as SiteSettingsForm;
}

function toBody(form: SiteSettingsForm): Static<typeof SaveSiteSettingsBody> {
  const { recaptchaSecret, ...rest } = form;
  const body = { ...rest } as Record<string, unknown>;
  for (const key of NULLABLE) body[key] = form[key].trim() || null;
  for (const key of NUMERIC) body[key] = Number(form[key].trim());
  if (recaptchaSecret.trim()) body.recaptchaSecret = recaptchaSecret.trim();
  return body as Static<typeof SaveSiteSettingsBody>;
}

export function useSiteSettingsForm(settings: AdminSiteSettingsDto) {
  const t = useT();
  const toast = useToast();
  const fail = useFailureToast();
  const [form, setForm] = useState(() => toForm(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  function set<K extends keyof SiteSettingsForm>(key: K, value: SiteSettingsForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  async function save() {
    setSaving(true);
    try {
      const answer = await api(calls.adminSettings.save, { body: toBody(form) });
      setErrors({});
      setForm(toForm(answer.settings));
      toast.success(t(answer.changed.length > 0 ? 'adminSettings.saved' : 'adminSettings.unchanged'));
      // The site's name, logos and links are in every page's props.
      if (answer.changed.length > 0) router.reload();
    } catch (error) {
      if (error instanceof HttpError && error.status === 422 && error.errors) {
        setErrors(error.firstErrors());
        toast.error(t('adminSettings.fixErrors'));
        return;
      }
      fail(error);
    } finally {
      setSaving(false);
    }
  }

  return { form, set, errors, saving, save };
}
