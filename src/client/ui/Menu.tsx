import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Loader2, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { useT } from '../platform/useT.ts';

export const MENU_ITEM = 'flex h-10 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-[14px] outline-none data-[highlighted]:bg-page';

export function MenuPanel({ children, className, sideOffset = 8 }: { children: ReactNode; className?: string; sideOffset?: number }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={sideOffset}
        collisionPadding={12}
        className={clsx('animate-pop-in z-50 rounded-xl border border-line bg-surface p-1.5 text-fg shadow-xl', className)}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

export interface MenuAction {
  key: string;
  icon: LucideIcon;
  label: string;
  danger?: boolean;
  onSelect(): void;
}

export function ControlsMenuItems({ items, loading }: { items: readonly MenuAction[]; loading: boolean }) {
  const t = useT();
  if (loading) {
    return (
      <div role="status" className="flex h-10 items-center gap-3 px-3 text-[14px] text-muted">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t('postUi.menu.loading')}
      </div>
    );
  }
  return items.map(({ key, icon: Icon, label, danger, onSelect }) => (
    <DropdownMenu.Item key={key} className={clsx(MENU_ITEM, danger ? 'text-red-600 dark:text-red-400' : 'text-fg')} onSelect={onSelect}>
      <Icon className="size-[18px] opacity-80" aria-hidden="true" />
      {label}
    </DropdownMenu.Item>
  ));
}
