/** Moved by buttons rather than dragging, so it works by keyboard, by screen reader and on a phone. */
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp } from '../../ui/icons.ts';
import { useT } from '../../platform/useT.ts';
import { IconButton } from '../../ui/IconButton.tsx';
import { Switch } from '../../ui/Switch.tsx';

export interface Listed {
  id: number | string;
  name: string;
  enabled: boolean;
}

export interface AssetListProps<T extends Listed> {
  items: T[];
  busy: boolean;
  empty: string;
  onOrder(ids: Array<T['id']>): void;
  onToggle(item: T, enabled: boolean): void;
  children(item: T): ReactNode;
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function AssetList<T extends Listed>({ items, busy, empty, onOrder, onToggle, children }: AssetListProps<T>) {
  const t = useT();
  if (items.length === 0) return <p className="text-[15px] text-muted">{empty}</p>;
  const move = (from: number, to: number) => onOrder(moved(items, from, to).map((item) => item.id));
  return (
    <ol className="flex flex-col divide-y divide-line">
      {items.map((item, index) => (
        <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
          {children(item)}
          <div className="ml-auto flex items-center gap-1">
            <IconButton label={t('adminAssets.moveUp', { name: item.name })} disabled={busy || index === 0} onClick={() => move(index, index - 1)} className="size-9 disabled:opacity-30">
              <ArrowUp className="size-4" aria-hidden="true" />
            </IconButton>
            <IconButton label={t('adminAssets.moveDown', { name: item.name })} disabled={busy || index === items.length - 1} onClick={() => move(index, index + 1)} className="size-9 disabled:opacity-30">
              <ArrowDown className="size-4" aria-hidden="true" />
            </IconButton>
            <span className="ml-2 inline-flex">
              <Switch checked={item.enabled} disabled={busy} label={t('adminAssets.show', { name: item.name })} onChange={(enabled) => onToggle(item, enabled)} />
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
