import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff } from './icons.ts';
import clsx from 'clsx';
import { useT } from '../platform/useT.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string;
  hint?: string;
  /** Shows the characters left next to the label (needs `maxLength`). */
  counter?: boolean;
  /** Something under the field and after it in tab order, such as the "Forgot password?" link. */
  footer?: ReactNode;
}

export function TextField({ label, value, onValueChange, error, hint, counter, footer, type = 'text', maxLength, ...input }: TextFieldProps) {
  const t = useT();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const remaining = counter && maxLength !== undefined ? maxLength - value.length : null;

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex min-h-5 items-baseline justify-between gap-3 text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {remaining !== null && (
          <span id={`${id}-counter`} className="tabular-nums text-[var(--muted)]">
            <span aria-hidden>{remaining}</span>
            <span className="sr-only">{t('authUi.fields.remaining', { count: remaining })}</span>
          </span>
        )}
      </div>
      <div className="relative">
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={clsx(error && `${id}-error`, hint && `${id}-hint`, remaining !== null && `${id}-counter`) || undefined}
          className={clsx(
            'h-11 w-full rounded-lg border bg-[var(--bg)] px-3.5 text-[15px] text-[var(--text)] outline-none transition-colors',
            'placeholder:text-[var(--muted)] focus:border-accent focus:bg-[var(--surface)] focus:ring-3 focus:ring-accent/20',
            error ? 'border-red-500' : 'border-control',
            isPassword && 'pr-11',
          )}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-label={t(revealed ? 'authUi.fields.hidePassword' : 'authUi.fields.showPassword')}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-[var(--muted)] hover:text-[var(--text)] focus-visible:outline-2 focus-visible:outline-accent"
          >
            {revealed ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-[13px] leading-snug text-[var(--muted)]">
          {hint}
        </p>
      )}
      {footer && <div className="flex justify-end text-sm">{footer}</div>}
    </div>
  );
}
