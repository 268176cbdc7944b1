/** The building blocks every sign-in panel is made of, so the panels look and behave alike. */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff, LoaderCircle, MailCheck } from 'lucide-react';
import clsx from 'clsx';
import { useT } from '../../platform/useT.ts';

/** The accent is too dark to read as text on the dark surface; links use a lighter tint there. */
export const accentText = 'text-accent dark:text-[#6e9bff]';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** Server message for this field, shown under it. */
  error?: string;
  /** Shows the characters left next to the label (needs `maxLength`). */
  counter?: boolean;
  /** Something at the end of the label row, such as the "Forgot password?" link. */
  aside?: ReactNode;
}

export function AuthField({ label, value, onValueChange, error, counter, aside, type = 'text', maxLength, ...input }: AuthFieldProps) {
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
        {aside}
      </div>
      <div className="relative">
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={clsx(error && `${id}-error`, remaining !== null && `${id}-counter`) || undefined}
          className={clsx(
            'h-11 w-full rounded-lg border bg-[var(--bg)] px-3.5 text-[15px] text-[var(--text)] outline-none transition-colors',
            'placeholder:text-[var(--muted)] focus:border-accent focus:bg-[var(--surface)] focus:ring-3 focus:ring-accent/20',
            error ? 'border-red-500' : 'border-[var(--border)]',
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
    </div>
  );
}

/** The panel's main action; shows a spinner while its request runs. */
interface SubmitButtonProps {
  loading: boolean;
  disabled?: boolean;
  /** For panels whose first control is this button. */
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
        'flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-accent px-4 text-[15px] font-medium text-white transition-colors',
        'hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-accent',
      )}
    >
      {loading && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
      {children}
    </button>
  );
}

/** A secondary action styled as a link (switching panels, resending). */
export function LinkButton({ onClick, disabled, children }: { onClick(): void; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={clsx(accentText, 'rounded hover:underline focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-50')}
    >
      {children}
    </button>
  );
}

/** "We sent you a message" views: after registering and after asking for a reset link. */
export function SentNotice({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center" role="status">
      <span className={clsx(accentText, 'flex size-14 items-center justify-center rounded-full bg-accent/10')}>
        <MailCheck aria-hidden className="size-7" />
      </span>
      {title && <p className="text-lg font-semibold">{title}</p>}
      <p className="text-[15px] leading-relaxed text-[var(--muted)]">{children}</p>
    </div>
  );
}
