import type { ReactNode } from 'react';
import type { IconComponent } from './icons.ts';

export function ListHeader({ icon: Icon, title, children }: { icon: IconComponent; title: string; children?: ReactNode }) {
  return (
    <header className="mb-5 flex items-center gap-4 rounded-xl bg-surface px-4 py-5 nav:px-6">
      <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent" aria-hidden="true">
        <Icon className="size-7" />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="break-words text-[26px] font-bold leading-tight tracking-[-0.015em]">{title}</h1>
        {children}
      </div>
    </header>
  );
}
