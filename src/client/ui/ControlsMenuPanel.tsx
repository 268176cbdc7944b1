import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LoaderCircle } from './icons.ts';
import clsx from 'clsx';
import { useT } from '../platform/useT.ts';
import type { MenuTrigger } from './DeferredMenu.tsx';
import { MENU_ITEM, OpenedMenu, type MenuAction } from './Menu.tsx';

interface ControlsMenuPanelProps {
  trigger: MenuTrigger;
  open: boolean;
  onOpenChange(open: boolean): void;
  className: string;
  sideOffset: number;
  /** null while the controls answer is on its way. */
  items: readonly MenuAction[] | null;
}

export default function ControlsMenuPanel({ items, ...menu }: ControlsMenuPanelProps) {
  return (
    <OpenedMenu {...menu}>
      <ControlsMenuItems items={items} />
    </OpenedMenu>
  );
}

function ControlsMenuItems({ items }: { items: readonly MenuAction[] | null }) {
  const t = useT();
  if (!items) {
    return (
      <div role="status" className="flex h-10 items-center gap-3 px-3 text-[14px] text-muted">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
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
