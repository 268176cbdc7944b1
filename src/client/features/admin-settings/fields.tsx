import { useId, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { FieldError } from '../communities/index.ts';

const CONTROL = 'h-11 w-full rounded-lg border border-control bg-[var(--bg)] px-3 text-[15px] text-fg focus-visible:outline-2 focus-visible:outline-accent';

export function SelectField<V extends string>({ label, value, options, onChange, error }: { label: string; value: V; options: ReadonlyArray<{ value: V; label: string }>; onChange(value: V): void; error?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className={CONTROL} value={value} onChange={(event) => onChange(event.target.value as V)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function SwitchField({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="text-[15px]">
        {label}
      </label>
      <Switch id={id} checked={checked} onChange={onChange} />
    </div>
  );
}

/** A number typed as text, so a half-typed value is the member's until they save. */
export function NumberField({ label, value, onChange, error }: { label: string; value: number | string; onChange(value: string): void; error?: string }) {
  return <TextField label={label} value={String(value)} onValueChange={onChange} inputMode="numeric" error={error} />;
}

export function ImageField({ label, value, onChange, error, dark = false, clearable = false }: { label: string; value: string; onChange(value: string): void; error?: string; dark?: boolean; clearable?: boolean }) {
  const t = useT();
  const file = useRef<HTMLInputElement>(null);
  const { busy: uploading, run } = useFormAction();

  async function upload(chosen: File) {
    const body = new FormData();
    body.append('file', chosen);
    const answer = await run(() => api(calls.media.upload, { body }));
    if (file.current) file.current.value = '';
    if (answer) onChange(answer.data.url);
  }

  return (
    <div className="flex flex-col gap-2">
      <TextField label={label} value={value} onValueChange={onChange} error={error} inputMode="url" />
      <div className="flex flex-wrap items-center gap-2">
        <div className={clsx('flex h-14 min-w-14 items-center justify-center rounded-lg border border-control px-2', !value ? 'bg-[var(--bg)]' : dark ? 'bg-[#16171b]' : 'bg-white')}>
          {value ? <img src={value} alt={t('adminSettings.image.preview')} className="max-h-10 max-w-40 object-contain" /> : <span className="text-[13px] text-muted">—</span>}
        </div>
        <input ref={file} type="file" accept="image/*" hidden aria-hidden="true" tabIndex={-1} onChange={(event) => event.target.files?.[0] && void upload(event.target.files[0])} />
        <Button onClick={() => file.current?.click()} disabled={uploading} aria-label={`${t('adminSettings.image.upload')}: ${label}`}>
          {uploading ? t('adminSettings.image.uploading') : t('adminSettings.image.upload')}
        </Button>
        {clearable && value && (
          <Button onClick={() => onChange('')} aria-label={`${t('adminSettings.image.clear')}: ${label}`}>
            {t('adminSettings.image.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}

export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-4 min-[720px]:grid-cols-2">{children}</div>;
}
