import { useId } from 'react';
import clsx from 'clsx';
import { Button } from './Button.tsx';
import { useToast } from './toast.tsx';

export interface CopyFieldProps {
  label: string;
  /** The label is for screen readers only, where the dialog's text already says what this is. */
  hideLabel?: boolean;
  value: string;
  copyLabel: string;
  copiedText: string;
  testId?: string;
  monospace?: boolean;
}

/** A read-only secret or link with a button that copies it. */
export function CopyField({ label, hideLabel = false, value, copyLabel, copiedText, testId, monospace = false }: CopyFieldProps) {
  const toast = useToast();
  const id = useId();

  const copy = async () => {
    await navigator.clipboard.writeText(value).then(
      () => toast.success(copiedText),
      // Without clipboard access the field is selected, ready to copy by hand.
      () => (document.getElementById(id) as HTMLInputElement | null)?.select(),
    );
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          data-testid={testId}
          onFocus={(event) => event.target.select()}
          className={clsx(
            'h-10 min-w-0 flex-1 rounded-lg border border-control bg-[var(--bg)] px-3 text-[var(--text)] outline-none focus:border-accent',
            monospace ? 'font-mono text-[13px]' : 'text-[14px]',
          )}
        />
        <Button variant="primary" onClick={() => void copy()}>
          {copyLabel}
        </Button>
      </div>
    </div>
  );
}
