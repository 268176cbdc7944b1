/**
 * A dropdown menu whose code (Radix's menu and its positioning) loads at its first opening: a list
 * holds a closed menu per card, and a closed menu is only its button. Until then that button is
 * plain, with the look and ARIA of Radix's trigger; the press that opens a menu there (a primary
 * pointer down, or an opening key, as Radix's trigger takes them) renders `children` — the lazily
 * loaded menu, an `OpenedMenu` that opens as it mounts — in its place.
 */
import { Suspense, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

export interface MenuTrigger {
  label?: string;
  className: string;
  children: ReactNode;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

function PlainTrigger({ trigger, onPress }: { trigger: MenuTrigger; onPress?(event: PointerEvent | KeyboardEvent): void }) {
  return (
    <button
      type="button"
      aria-label={trigger.label}
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      className={trigger.className}
      onPointerDown={(event) => event.button === 0 && !event.ctrlKey && onPress?.(event)}
      onKeyDown={(event) => OPENING_KEYS.has(event.key) && onPress?.(event)}
    >
      {trigger.children}
    </button>
  );
}

export function DeferredMenu({ trigger, onFirstOpen, children }: { trigger: MenuTrigger; onFirstOpen?(): void; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  if (opened) return <Suspense fallback={<PlainTrigger trigger={trigger} />}>{children}</Suspense>;
  const open = (event: PointerEvent | KeyboardEvent) => {
    event.preventDefault();
    setOpened(true);
    onFirstOpen?.();
  };
  return <PlainTrigger trigger={trigger} onPress={open} />;
}
