import { ApiTokensCard } from '../../../features/api-tokens/index.ts';
import { ExportCard, SessionsCard, TwoFactorCard } from '../../../features/account-safety/index.ts';
import { DeleteAccountCard } from '../../../features/oauth/index.ts';
import { SettingsLayout } from '../../../features/settings/index.ts';
import { usePageProps } from '../../../platform/usePageProps.ts';
import { useT } from '../../../platform/useT.ts';

export default function Security() {
  const { sessions, two_factor, data_export, has_password, api_tokens } = usePageProps<'User/Settings/Security'>();
  const t = useT();
  return (
    <SettingsLayout title={t('accountSafety.ui.security.title')}>
      <TwoFactorCard state={two_factor} />
      <SessionsCard sessions={sessions} />
      <ApiTokensCard {...api_tokens} />
      <ExportCard dataExport={data_export} />
      <DeleteAccountCard hasPassword={has_password} twoFactor={two_factor.enabled} />
    </SettingsLayout>
  );
}
