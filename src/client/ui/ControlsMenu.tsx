/**
 * Rows come from the item's controls answer, so the menu and the server's policy never disagree. An
 * answer that allows nothing closes the menu and takes its trigger away: no menu opens on "no actions".
 */
import { lazy, useState } from 'react';
import { MoreHorizontal } from './icons.ts';
import clsx from 'clsx';
import { DeferredMenu } from './DeferredMenu.tsx';
import type { MenuAction } from './Menu.tsx';

const ControlsMenuPanel = lazy(() => import('./ControlsMenuPanel.tsx'));

export interface ControlsMenuProps<C> {
  label: string;
  load(): Promise<C>;
  items(controls: C): MenuAction[];
  onError(error: unknown): void;
  size?: 'post' | 'comment';
  refetch?: boolean;
}

const TRIGGER = {
  post: { button: 'size-9', icon: 'size-5', panel: 'min-w-[220px]', offset: 6 },
  comment: { button: 'size-8', icon: 'size-4', panel: 'min-w-[200px]', offset: 4 },
} as const;

export function ControlsMenu<C>({ label, load, items, onError, size = 'post', refetch = false }: ControlsMenuProps<C>) {
  const [open, setOpen] = useState(false);
  const [controls, setControls] = useState<C | null>(null);
  const [empty, setEmpty] = useState(false);
  const look = TRIGGER[size];

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next || (controls && !refetch)) return;
    setControls(null);
    load().then(
      (answer) => {
        if (items(answer).length === 0) {
          setOpen(false);
          setEmpty(true);
        }
        setControls(answer);
      },
      (error: unknown) => {
        setOpen(false);
        onError(error);
      },
    );
  }

  if (empty) return null;
  const triggerClass = clsx(
    'inline-flex shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-page hover:text-fg focus-visible:outline-2 focus-visible:outline-accent data-[state=open]:bg-page data-[state=open]:text-fg',
    look.button,
  );
  const trigger = { label, className: triggerClass, children: <MoreHorizontal className={look.icon} aria-hidden="true" /> };
  return (
    <DeferredMenu trigger={trigger} onFirstOpen={() => onOpenChange(true)}>
      <ControlsMenuPanel trigger={trigger} open={open} onOpenChange={onOpenChange} className={look.panel} sideOffset={look.offset} items={controls ? items(controls) : null} />
    </DeferredMenu>
  );
}
