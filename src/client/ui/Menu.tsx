import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { IconComponent } from './icons.ts';
import clsx from 'clsx';
import type { MenuTrigger } from './DeferredMenu.tsx';

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

/** A DeferredMenu's menu: Radix's trigger with the plain one's look, open as it mounts unless `open` says otherwise. */
export function OpenedMenu({ trigger, open, onOpenChange, className, sideOffset, children }: { trigger: MenuTrigger; open?: boolean; onOpenChange?(open: boolean): void; className?: string; sideOffset?: number; children: ReactNode }) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger aria-label={trigger.label} className={trigger.className}>
        {trigger.children}
      </DropdownMenu.Trigger>
      <MenuPanel className={className} sideOffset={sideOffset}>
        {children}
      </MenuPanel>
    </DropdownMenu.Root>
  );
}

export interface MenuAction {
  key: string;
  icon: IconComponent;
  label: string;
  danger?: boolean;
  onSelect(): void;
}
