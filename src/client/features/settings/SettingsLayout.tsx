/** The frame of a settings page: a back arrow to /settings, the title, and the page's action (Save) in the navbar spot. */
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from '../../ui/Link.tsx';
import { useT } from '../../platform/useT.ts';

export function SettingsLayout({ title, back = true, action, children }: { title: string; back?: boolean; action?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <div className="overflow-hidden rounded-xl bg-surface">
      <div className="flex min-h-14 items-center gap-2 border-b border-line px-2 py-2 nav:px-4">
        {back && (
          <Link href="/settings" aria-label={t('notifications.settings.back')} title={t('notifications.settings.back')} className="flex size-9 items-center justify-center rounded-lg text-muted hover:bg-page hover:text-fg">
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
        )}
        <h1 className="min-w-0 flex-1 truncate text-[20px] font-bold">{title}</h1>
        {action}
      </div>
      {children}
    </div>
  );
}
