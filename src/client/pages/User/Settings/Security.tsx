/** `/settings/security`: two-factor sign-in and the account's active sessions. */
import { SessionsCard, TwoFactorCard } from '../../../features/account-safety/index.ts';
import { SettingsLayout } from '../../../features/settings/index.ts';
import { usePageProps } from '../../../platform/usePageProps.ts';
import { useT } from '../../../platform/useT.ts';

export default function Security() {
  const { sessions, two_factor } = usePageProps<'User/Settings/Security'>();
  const t = useT();
  return (
    <SettingsLayout title={t('accountSafety.ui.security.title')}>
      <TwoFactorCard state={two_factor} />
      <SessionsCard sessions={sessions} />
    </SettingsLayout>
  );
}
