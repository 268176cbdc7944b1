/**
 * Focus back to whatever opened a dialog when it closes. Radix does this only for a
 * Dialog.Trigger; ours open from anywhere (a context's `open()`, a 401 answer), and Radix
 * then moves focus to <body>, which puts a keyboard user back at the top of the page.
 *
 * The opener is read while rendering the change to open: by the commit an `autoFocus` field
 * inside already holds focus, and Radix's onOpenAutoFocus does not even fire. It is focused
 * again on close if it is still on the page (a sign-in reloads the page and may replace it).
 */
import { useState } from 'react';

function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

/** Returns Dialog.Content's onCloseAutoFocus. */
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
