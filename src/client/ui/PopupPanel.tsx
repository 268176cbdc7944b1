import { useRef } from 'react';
import * as Popover from '@radix-ui/react-popover';
import clsx from 'clsx';
import type { PopupProps } from './Popup.tsx';
import { useReturnFocus } from './useReturnFocus.ts';

export default function PopupPanel({ anchor, open, onOpenChange, label, className, side = 'bottom', align = 'center', sideOffset = 6, takesFocus = true, onPointerEnter, onPointerLeave, children }: PopupProps) {
  const returnFocus = useReturnFocus(open);
  // A press or focus elsewhere closed it: focus goes where the reader put it, not back.
  const leftOutside = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          side={side}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={12}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          onOpenAutoFocus={(event) => {
            leftOutside.current = false;
            if (!takesFocus) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (event.target instanceof Node && anchor.current?.contains(event.target)) event.preventDefault();
            else leftOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            if (!leftOutside.current) returnFocus(event);
          }}
          className={clsx('animate-pop-in z-50', className)}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
