import type { ReactNode } from 'react';
import { MailCheck } from '../../ui/icons.ts';

export function LinkButton({ onClick, disabled, children }: { onClick(): void; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="rounded text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-50"
    >
      {children}
    </button>
  );
}

export function SentNotice({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center" role="status">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
        <MailCheck aria-hidden className="size-7" />
      </span>
      {title && <p className="text-lg font-semibold">{title}</p>}
      <p className="text-[15px] leading-relaxed text-[var(--muted)]">{children}</p>
    </div>
  );
}
