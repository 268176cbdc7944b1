/** Give it `key={value}` so a name the server changed (trimmed, refused) shows again. */
import { useState } from 'react';
import clsx from 'clsx';

export interface NameFieldProps {
  value: string;
  label: string;
  maxLength: number;
  disabled?: boolean;
  className?: string;
  onSave(name: string): void;
}

export function NameField({ value, label, maxLength, disabled = false, className, onSave }: NameFieldProps) {
  const [draft, setDraft] = useState(value);
  const save = () => {
    const name = draft.trim();
    if (name === '' || name === value) setDraft(value);
    else onSave(name);
  };
  return (
    <input
      value={draft}
      aria-label={label}
      maxLength={maxLength}
      disabled={disabled}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') setDraft(value);
      }}
      className={clsx(
        'h-9 min-w-0 rounded-lg border border-control bg-surface px-3 text-[15px] text-fg focus-visible:outline-2 focus-visible:outline-accent disabled:text-muted',
        className,
      )}
    />
  );
}
