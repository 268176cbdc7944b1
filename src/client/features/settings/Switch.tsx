/**
 * A settings switch that saves on change (spec 2: select settings save on change; on failure
 * the switch flips back and an error toast says why).
 */
import { useId, useState } from 'react';
import clsx from 'clsx';
import { errorText } from '../../platform/http.ts';
import { useToast } from '../../ui/toast.tsx';

export interface SavedSwitchProps {
  label: string;
  initial: boolean;
  /** Saves the new state; the answer's state is the one shown. */
  save(status: boolean): Promise<boolean>;
  /** The toast after a save. */
  savedText: string;
  disabled?: boolean;
}

export function SavedSwitch({ label, initial, save, savedText, disabled = false }: SavedSwitchProps) {
  const toast = useToast();
  const id = useId();
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function flip() {
    const next = !on;
    setOn(next);
    setBusy(true);
    try {
      setOn(await save(next));
      toast.success(savedText);
    } catch (error) {
      setOn(!next);
      const text = errorText(error);
      if (text) toast.error(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex items-center justify-between gap-4 py-1">
      <label htmlFor={id} className="min-w-0 text-[15px]">
        {label}
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={on}
        disabled={disabled || busy}
        onClick={() => void flip()}
        className={clsx(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60',
          on ? 'bg-accent-fill' : 'bg-control',
        )}
      >
        <span className={clsx('inline-block size-5 rounded-full bg-white shadow transition-transform', on ? 'translate-x-[22px]' : 'translate-x-[2px]')} />
      </button>
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

/** A select that saves on change and goes back to the saved value when the save fails. */
export function SavedSelect<V extends string>({ label, value: initial, options, save, savedText }: SavedSelectProps<V>) {
  const toast = useToast();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function change(next: V) {
    const before = value;
    setValue(next);
    setBusy(true);
    try {
      setValue(await save(next));
      toast.success(savedText);
    } catch (error) {
      setValue(before);
      const text = errorText(error);
      if (text) toast.error(text);
    } finally {
      setBusy(false);
    }
  }

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
