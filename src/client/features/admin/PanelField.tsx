import { useId, type ReactNode } from 'react';
import clsx from 'clsx';

export const panelControl = (error?: string, className?: string) =>
  clsx(
    'w-full rounded-lg border bg-page px-3 text-[15px] text-fg outline-none transition-colors placeholder:text-muted focus:border-accent focus:bg-surface focus:ring-3 focus:ring-accent/20',
    error ? 'border-red-500' : 'border-control',
    className ?? 'h-11',
  );

export interface PanelFieldProps {
  label: string;
  hint?: string;
  error?: string;
  children(control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }): ReactNode;
}

export function PanelField({ label, hint, error, children }: PanelFieldProps) {
  const id = useId();
  const describedBy = clsx(hint && `${id}-hint`, error && `${id}-error`) || undefined;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint && (
        <p id={`${id}-hint`} className="text-[13px] text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
