import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ADMIN_SECTIONS, type AdminSection } from '../../../shared/admin.ts';
import { Link } from '../../ui/Link.tsx';
import { useT } from '../../platform/useT.ts';

export function AdminLayout({ section, title, action, children }: { section: AdminSection; title?: string; action?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <section className="flex flex-col gap-4" aria-labelledby="admin-title">
      <nav aria-label={t('admin.navigation')} className="-mx-3 overflow-x-auto px-3 nav:mx-0 nav:px-0">
        {/* Phones scroll the sections sideways; wider screens wrap them onto a second row when they outgrow one. */}
        <ul className="flex w-max gap-1 rounded-xl bg-surface p-1 nav:w-full nav:flex-wrap">
          {ADMIN_SECTIONS.map(({ key, href }) => (
            <li key={key}>
              <Link
                href={href}
                aria-current={key === section ? 'page' : undefined}
                className={clsx(
                  'block whitespace-nowrap rounded-lg px-3 py-2 text-[14px] font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent',
                  key === section ? 'bg-accent-soft text-accent' : 'text-muted hover:bg-surface-hover hover:text-fg',
                )}
              >
                {t(`admin.sections.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <header className="flex min-h-10 flex-wrap items-center gap-3">
        <h1 id="admin-title" className="min-w-0 flex-1 text-[22px] font-bold tracking-[-0.015em] nav:text-[26px]">
          {title ?? t(`admin.sections.${section}`)}
        </h1>
        {action && <div className="flex shrink-0 items-center gap-2">{action}</div>}
      </header>
      <div className="flex flex-col gap-3">{children}</div>
    </section>
  );
}

export function AdminCard({ title, text, children }: { title?: string; text?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl bg-surface p-4 nav:p-5">
      {title && <h2 className="text-[17px] font-semibold">{title}</h2>}
      {text && <p className="mt-1 text-[14px] text-muted">{text}</p>}
      <div className={title || text ? 'mt-3' : undefined}>{children}</div>
    </section>
  );
}
