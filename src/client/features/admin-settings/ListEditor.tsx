import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from '../../ui/icons.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';

const ROW_BUTTON = 'inline-flex size-10 items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-40';

export function ListEditor<T>({ title, items, max, blank, onChange, renderRow }: { title: string; items: T[]; max: number; blank: () => T; onChange(items: T[]): void; renderRow(item: T, index: number, update: (item: T) => void): ReactNode }) {
  const t = useT();
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{title}</legend>
      {items.length === 0 && <p className="text-[14px] text-muted">{t('adminSettings.list.empty')}</p>}
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => (
          <li key={index} className="flex flex-col gap-2 rounded-lg border border-line p-3 min-[720px]:flex-row min-[720px]:items-start">
            <div className="grid min-w-0 flex-1 grid-cols-1 gap-3 min-[720px]:grid-cols-[repeat(auto-fit,minmax(140px,1fr))]">{renderRow(item, index, (changed) => onChange(items.map((old, at) => (at === index ? changed : old))))}</div>
            <div className="flex shrink-0 justify-end gap-1 min-[720px]:pt-6">
              <button type="button" className={ROW_BUTTON} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`${t('adminSettings.list.up')} (${index + 1})`} title={t('adminSettings.list.up')}>
                <ArrowUp className="size-4" aria-hidden="true" />
              </button>
              <button type="button" className={ROW_BUTTON} disabled={index === items.length - 1} onClick={() => move(index, index + 1)} aria-label={`${t('adminSettings.list.down')} (${index + 1})`} title={t('adminSettings.list.down')}>
                <ArrowDown className="size-4" aria-hidden="true" />
              </button>
              <button type="button" className={ROW_BUTTON} onClick={() => onChange(items.filter((_, at) => at !== index))} aria-label={`${t('adminSettings.list.remove')} (${index + 1})`} title={t('adminSettings.list.remove')}>
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
      </ol>
      {items.length < max && (
        <Button className="self-start" onClick={() => onChange([...items, blank()])}>
          <Plus className="size-4" aria-hidden="true" />
          {t('adminSettings.list.add')}
        </Button>
      )}
    </fieldset>
  );
}
