/**
 * Radix returns focus only to a Dialog.Trigger; ours open from anywhere, and focus falling to <body>
 * puts a keyboard user back at the top of the page.
 * The opener is read while rendering the change to open: by the commit an `autoFocus` field holds focus.
 */
import { useState } from 'react';

function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

export function useReturnFocus(open: boolean): (event: Event) => void {
  const [opener, setOpener] = useState(() => (open ? focusedElement() : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(focusedElement());
  }
  return (event) => {
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}
