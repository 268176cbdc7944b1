import type { ReactNode } from 'react';
import { LoaderCircle } from './icons.ts';
import clsx from 'clsx';

interface SubmitButtonProps {
  loading: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  children: ReactNode;
}

export function SubmitButton({ loading, disabled = false, autoFocus, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      autoFocus={autoFocus}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={clsx(
        'flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-accent-fill px-4 text-[15px] font-medium text-white transition-colors',
        'hover:bg-accent-fill-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-accent-fill',
      )}
    >
      {loading && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
      {children}
    </button>
  );
}
