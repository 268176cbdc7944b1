/**
 * A popover whose code (Radix's popover and its positioning) loads the first time it opens: a list
 * holds a few closed ones per card, and a closed popover shows nothing. It is placed against
 * `anchor`, an element the caller renders and keeps, so opening it remounts nothing the reader is
 * focused on or pointing at.
 */
import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import { useOpenedOnce } from './useOpenedOnce.ts';

const PopupPanel = lazy(() => import('./PopupPanel.tsx'));

export interface PopupProps {
  /** Where it is placed; presses inside it (the caller's own toggles) do not count as outside. */
  anchor: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange(open: boolean): void;
  label?: string;
  className: string;
  side?: 'top' | 'bottom';
  align?: 'start' | 'center' | 'end';
  sideOffset?: number;
  /** false for a hover card: focus stays where it was when it opens. */
  takesFocus?: boolean;
  onPointerEnter?(): void;
  onPointerLeave?(): void;
  children: ReactNode;
}

/** What a button that opens and closes a popup carries, as Radix's own trigger would. */
export function popupToggle(open: boolean, onOpenChange: (open: boolean) => void) {
  return { 'aria-haspopup': 'dialog', 'aria-expanded': open, 'data-state': open ? 'open' : 'closed', onClick: () => onOpenChange(!open) } as const;
}

export function Popup(props: PopupProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense>
      <PopupPanel {...props} />
    </Suspense>
  );
}
