import { Link } from '../../../ui/Link.tsx';
import { ChevronRight, ShieldCheck } from '../../../ui/icons.ts';
import { EmailForm, PasswordForm } from '../../../features/account-safety/index.ts';
import { LinkedAccountsCard } from '../../../features/oauth/index.ts';
import { SettingsLayout } from '../../../features/settings/index.ts';
import { usePageProps } from '../../../platform/usePageProps.ts';
import { useT } from '../../../platform/useT.ts';

export default function Main() {
  const { settings } = usePageProps<'User/Settings/Main'>();
  const t = useT();
  return (
    <SettingsLayout title={t('accountSafety.ui.main.title')}>
      <EmailForm settings={settings} />
      <PasswordForm />
      <LinkedAccountsCard settings={settings} />
      <Link href="/settings/security" className="flex items-center gap-3 rounded-xl bg-surface p-5 transition-colors hover:bg-page focus-visible:outline-2 focus-visible:outline-accent md:p-6">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
          <ShieldCheck aria-hidden className="size-5" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-lg font-semibold">{t('accountSafety.ui.main.security')}</span>
          <span className="text-[15px] text-[var(--muted)]">{t('accountSafety.ui.main.securityText')}</span>
        </span>
        <ChevronRight aria-hidden className="size-5 text-[var(--muted)]" />
      </Link>
    </SettingsLayout>
  );
}
