/**
 * Rows come from the item's controls answer, so the menu and the server's policy never disagree. An
 * answer that allows nothing closes the menu and takes its trigger away: no menu opens on "no actions".
 */
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import clsx from 'clsx';
import { ControlsMenuItems, MenuPanel, type MenuAction } from './Menu.tsx';

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

/** The keys that open a menu from its trigger, as Radix's own trigger takes them. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function ControlsMenu<C>({ label, load, items, onError, size = 'post', refetch = false }: ControlsMenuProps<C>) {
  const [open, setOpen] = useState(false);
  // Radix's menu is mounted at the first opening: a list holds a closed menu per card and
  // per comment, and a closed root costs a render and an id that depends on the tree.
  const [mounted, setMounted] = useState(false);
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
  const icon = <MoreHorizontal className={look.icon} aria-hidden="true" />;
  if (!mounted) {
    const mountOpen = (event: PointerEvent | KeyboardEvent) => {
      event.preventDefault();
      setMounted(true);
      onOpenChange(true);
    };
    return (
      <button
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded="false"
        data-state="closed"
        className={triggerClass}
        onPointerDown={(event) => event.button === 0 && !event.ctrlKey && mountOpen(event)}
        onKeyDown={(event) => OPENING_KEYS.has(event.key) && mountOpen(event)}
      >
        {icon}
      </button>
    );
  }
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger aria-label={label} className={triggerClass}>
        {icon}
      </DropdownMenu.Trigger>
      <MenuPanel className={look.panel} sideOffset={look.offset}>
        <ControlsMenuItems items={controls ? items(controls) : []} loading={!controls} />
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
