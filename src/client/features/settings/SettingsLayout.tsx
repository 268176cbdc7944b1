/** The frame of a settings page: a back arrow to /settings, the title and an action slot. */
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from '../../ui/Link.tsx';
import { useT } from '../../platform/useT.ts';

export function SettingsLayout({ title, back = true, action, children }: { title: string; back?: boolean; action?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-[680px] flex-col gap-4">
      <div className="flex min-h-11 items-center gap-2 px-1">
        {back && (
          <Link
            href="/settings"
            aria-label={t('accountSafety.ui.back')}
            className="flex size-9 shrink-0 items-center justify-center rounded-full text-[var(--muted)] transition-colors hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
          >
            <ArrowLeft aria-hidden className="size-5" />
          </Link>
        )}
        <h1 className="flex-1 text-[26px] font-bold tracking-[-0.015em]">{title}</h1>
        {action}
      </div>
      {children}
    </div>
  );
}
