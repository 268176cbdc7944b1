import type { ReactNode } from 'react';

export function SettingsCard({ title, text, children }: { title: string; text?: ReactNode; children?: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-xl bg-surface p-5 md:p-6" aria-label={title}>
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{title}</h2>
        {text && <div className="text-[15px] leading-relaxed text-[var(--muted)]">{text}</div>}
      </div>
      {children}
    </section>
  );
}
