import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { COMMUNITY_ROLES, type CommunityRole } from '../../../shared/dto/subsite.ts';
import { useT } from '../../platform/useT.ts';

const CONTROL = clsx(
  'w-full rounded-lg border bg-[var(--bg)] px-3.5 text-[15px] text-[var(--text)] outline-none transition-colors',
  'placeholder:text-[var(--muted)] focus:border-accent focus:bg-[var(--surface)] focus:ring-3 focus:ring-accent/20 disabled:opacity-50',
);

interface FieldProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  maxLength: number;
  error?: string;
  counter?: boolean;
  multiline?: boolean;
  required?: boolean;
  name: string;
}

export function Field({ label, value, onValueChange, maxLength, error, counter, multiline, required, name }: FieldProps) {
  const t = useT();
  const id = useId();
  const remaining = maxLength - [...value].length;
  const describedBy = clsx(error && `${id}-error`, counter && `${id}-counter`) || undefined;
  const common = {
    id,
    name,
    value,
    maxLength,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex min-h-5 items-baseline justify-between gap-3 text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {counter && (
          <span id={`${id}-counter`} className="tabular-nums text-[var(--muted)]" data-testid={`${name}-remaining`}>
            {t('communities.form.remaining', { count: remaining })}
          </span>
        )}
      </div>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onValueChange(event.target.value)} className={clsx(CONTROL, 'py-2.5', error ? 'border-red-500' : 'border-control')} />
      ) : (
        <input {...common} type="text" onChange={(event) => onValueChange(event.target.value)} className={clsx(CONTROL, 'h-11', error ? 'border-red-500' : 'border-control')} />
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-red-600 dark:text-red-400">
      {error}
    </p>
  );
}

export function RolesPicker({ value, onChange, error }: { value: CommunityRole[]; onChange(value: CommunityRole[]): void; error?: string }) {
  const t = useT();
  const id = useId();
  const toggle = (role: CommunityRole) => onChange(value.includes(role) ? value.filter((r) => r !== role) : [...value, role]);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{t('communities.form.whoCanPost')}</legend>
      <div className="flex flex-wrap gap-2">
        {COMMUNITY_ROLES.map((role) => (
          <label
            key={role}
            className={clsx(
              'inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border px-3 text-[14px] transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
              value.includes(role) ? 'border-accent bg-accent-soft text-accent' : 'border-control',
            )}
          >
            <input type="checkbox" name="whoCanCreatePost" value={role} checked={value.includes(role)} onChange={() => toggle(role)} className="size-4 accent-[var(--accent)]" />
            {t(`communities.roles.${role}`)}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

export function FormActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-2">{children}</div>;
}
