import { AdminLayout } from '../../features/admin/index.ts';
import { InvitationsCard, SITE_SETTINGS_FORM_ID, SiteSettingsForm, useSiteSettingsForm } from '../../features/admin-settings/index.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';

export default function AdminSettings() {
  const t = useT();
  const { settings, invitations } = usePageProps<'Admin/Settings'>();
  const { form, set, errors, saving, save } = useSiteSettingsForm(settings);
  return (
    <AdminLayout
      section="settings"
      action={
        <Button type="submit" form={SITE_SETTINGS_FORM_ID} variant="primary" disabled={saving}>
          {t('adminSettings.save')}
        </Button>
      }
    >
      <SiteSettingsForm form={form} set={set} errors={errors} saving={saving} secretKept={settings.recaptchaSecretSet}
        invitations={<InvitationsCard initial={invitations} />}
        onSubmit={() => void save()}
      />
    </AdminLayout>
  );
}
