/**
 * Inertia navigates without loading documents, so `document.referrer` goes stale: the router's
 * navigations are the truth. Started by the browser entry only, as the server's router is shared.
 */
import { router } from '@inertiajs/react';

let current: string | null = null;
let previous: string | null = null;

export function trackPreviousPage(): void {
  router.on('navigate', (event) => {
    const url = event.detail.page.url;
    if (url === current) return;
    previous = current;
    current = url;
  });
}

export function previousPage(): string | null {
  if (previous !== null) return previous;
  if (!document.referrer) return null;
  const from = new URL(document.referrer);
  return from.origin === window.location.origin ? from.pathname + from.search : null;
}
