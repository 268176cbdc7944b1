import { Button } from '../../ui/Button.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { PanelField, panelControl } from './PanelField.tsx';

export function OrderField({ label, hint, error, limit, value, onChange }: { label: string; hint: string; error?: string; limit: number; value: number; onChange(value: number): void }) {
  return (
    <PanelField label={label} hint={hint} error={error}>
      {(control) => (
        <input {...control} type="number" name="sort_order" min={-limit} max={limit} value={value} onChange={(e) => onChange(Number(e.target.value) || 0)} className={panelControl(error)} />
      )}
    </PanelField>
  );
}

export function SwitchAndSubmit({ label, checked, onChange, submitLabel, disabled }: { label: string; checked: boolean; onChange(checked: boolean): void; submitLabel: string; disabled: boolean }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
      <label className="inline-flex items-center gap-3 text-[15px]">
        <Switch checked={checked} onChange={onChange} label={label} />
        {label}
      </label>
      <Button type="submit" variant="primary" disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
