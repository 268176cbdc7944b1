import { useId, useState } from 'react';
import { Switch } from '../../ui/Switch.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

export interface SavedSwitchProps {
  label: string;
  initial: boolean;
  /** The answer's state is the one shown. */
  save(status: boolean): Promise<boolean>;
  savedText: string;
  disabled?: boolean;
}

function useSavedValue<V>(initial: V, save: (value: V) => Promise<V>, savedText: string) {
  const toast = useToast();
  const [value, setValue] = useState(initial);
  const { busy, run } = useFormAction();

  async function change(next: V) {
    const before = value;
    setValue(next);
    // Boxed: a switch saved off answers false, which is no failure.
    const saved = await run(async () => ({ value: await save(next) }));
    if (!saved) return setValue(before);
    setValue(saved.value);
    toast.success(savedText);
  }

  return { value, busy, change };
}

export function SavedSwitch({ label, initial, save, savedText, disabled = false }: SavedSwitchProps) {
  const id = useId();
  const { value: on, busy, change } = useSavedValue(initial, save, savedText);

  return (
    <div className="flex items-center justify-between gap-4 py-1">
      <label htmlFor={id} className="min-w-0 text-[15px]">
        {label}
      </label>
      <Switch id={id} checked={on} disabled={disabled || busy} onChange={(next) => void change(next)} />
    </div>
  );
}

export interface SavedSelectProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  save(value: V): Promise<V>;
  savedText: string;
}

export function SavedSelect<V extends string>({ label, value: initial, options, save, savedText }: SavedSelectProps<V>) {
  const id = useId();
  const { value, busy, change } = useSavedValue(initial, save, savedText);

  return (
    <div className="flex flex-col gap-1.5 py-1 nav:flex-row nav:items-center nav:justify-between nav:gap-4">
      <label htmlFor={id} className="text-[15px]">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={busy}
        onChange={(event) => void change(event.target.value as V)}
        className="h-10 min-w-[200px] rounded-lg border border-control bg-surface px-3 text-[15px] text-fg focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
