import { ExportCard, SessionsCard, TwoFactorCard } from '../../../features/account-safety/index.ts';
import { DeleteAccountCard } from '../../../features/oauth/index.ts';
import { SettingsLayout } from '../../../features/settings/index.ts';
import { usePageProps } from '../../../platform/usePageProps.ts';
import { useT } from '../../../platform/useT.ts';

export default function Security() {
  const { sessions, two_factor, data_export, has_password } = usePageProps<'User/Settings/Security'>();
  const t = useT();
  return (
    <SettingsLayout title={t('accountSafety.ui.security.title')}>
      <TwoFactorCard state={two_factor} />
      <SessionsCard sessions={sessions} />
      <ExportCard dataExport={data_export} />
      <DeleteAccountCard hasPassword={has_password} twoFactor={two_factor.enabled} />
    </SettingsLayout>
  );
}
