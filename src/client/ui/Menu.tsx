/**
 * The look of every dropdown menu (the account menu, a post's «…» menu, and later comment
 * and community menus): one panel and one item style, so they all feel like one product.
 */
import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';

/** Class of a menu row; add a colour (`text-fg`, a danger red) where it is used. */
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
