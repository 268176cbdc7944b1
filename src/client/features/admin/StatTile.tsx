import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Link } from '../../ui/Link.tsx';

export function StatTile({ label, value, note, link, alert = false }: { label: string; value: ReactNode; note?: string; link?: { href: string; text: string }; alert?: boolean }) {
  return (
    <section aria-label={label} className="flex flex-col gap-1 rounded-xl bg-surface p-4">
      <h3 className="text-[14px] font-medium text-muted">{label}</h3>
      <p className={clsx('text-[24px] font-bold tabular-nums', alert && 'text-red-700 dark:text-red-400')}>{value}</p>
      {note && <p className="text-[13px] text-muted">{note}</p>}
      {link && (
        <Link href={link.href} className="mt-auto text-[14px] font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent">
          {link.text}
        </Link>
      )}
    </section>
  );
}
