/** On a phone the navbar sticks under the header, so the page's action stays in reach. */
import type { ReactNode } from 'react';
import { ArrowLeft } from '../../ui/icons.ts';
import { Link } from '../../ui/Link.tsx';
import { useT } from '../../platform/useT.ts';

export function SettingsLayout({ title, back = true, action, children }: { title: string; back?: boolean; action?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-[680px]" aria-labelledby="settings-title">
      <header className="sticky top-[var(--header-height)] z-10 -mx-2 mb-3 flex min-h-14 items-center gap-2 bg-page/95 px-2 py-2 backdrop-blur nav:static nav:mx-0 nav:bg-transparent nav:px-0 nav:backdrop-blur-none">
        {back && (
          <Link
            href="/settings"
            aria-label={t('settings.back')}
            title={t('settings.back')}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
        )}
        <h1 id="settings-title" className="min-w-0 flex-1 truncate px-1 text-[22px] font-bold tracking-[-0.015em] nav:text-[26px]">
          {title}
        </h1>
        {action && <div className="flex shrink-0 items-center gap-2">{action}</div>}
      </header>
      <div className="flex flex-col gap-3">{children}</div>
    </section>
  );
}

export function SettingsSection({ title, text, id, children }: { title: string; text?: string; id?: string; children: ReactNode }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} aria-label={headingId ? undefined : title} className="scroll-mt-[calc(var(--header-height)+64px)] rounded-xl bg-surface p-4 nav:p-5">
      <h2 id={headingId} className="text-[17px] font-semibold">
        {title}
      </h2>
      {text && <p className="mt-1 text-[14px] text-muted">{text}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}
