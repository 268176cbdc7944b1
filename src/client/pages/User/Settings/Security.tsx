/** `/settings/security`: two-factor sign-in, the account's active sessions and the data archive. */
import { ExportCard, SessionsCard, TwoFactorCard } from '../../../features/account-safety/index.ts';
import { SettingsLayout } from '../../../features/settings/index.ts';
import { usePageProps } from '../../../platform/usePageProps.ts';
import { useT } from '../../../platform/useT.ts';

export default function Security() {
  const { sessions, two_factor, data_export } = usePageProps<'User/Settings/Security'>();
  const t = useT();
  return (
    <SettingsLayout title={t('accountSafety.ui.security.title')}>
      <TwoFactorCard state={two_factor} />
      <SessionsCard sessions={sessions} />
      <ExportCard dataExport={data_export} />
    </SettingsLayout>
  );
}
