/**
 * The in-app address the reader was on before this page. Inertia changes pages without
 * loading documents, so `document.referrer` keeps naming the page the tab first loaded from;
 * the router's own navigations are the truth. Started once by the browser entry (never during
 * server rendering, where the router is shared by every request).
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

/** A path with its query on this site, or null when the reader arrived from elsewhere. */
export function previousPage(): string | null {
  if (previous !== null) return previous;
  if (!document.referrer) return null;
  const from = new URL(document.referrer);
  return from.origin === window.location.origin ? from.pathname + from.search : null;
}
