import type { ReactNode } from 'react';
import { Link } from '@inertiajs/react';
import { useTranslation } from 'react-i18next';
import { usePageProps } from '../hooks/usePageProps.ts';

export default function AppShell({ children }: { children: ReactNode }) {
  const { siteName } = usePageProps();
  const { t } = useTranslation();
  return (
    <div className="min-h-screen">
      <header className="h-14 flex items-center px-4 bg-[var(--surface)] border-b border-[var(--border)]">
        <Link href="/" className="font-bold text-lg">{siteName}</Link>
        <span className="ml-4 text-sm text-[var(--muted)]">{t('time.now')}</span>
      </header>
      <main className="max-w-3xl mx-auto p-4">{children}</main>
    </div>
  );
}
