import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { idle } from './idle.ts';

let hydrating = false;

/**
 * Hydrates the server's HTML as a transition: hydration yields to the browser every few milliseconds
 * instead of holding the main thread for the whole shell, and a click meanwhile hydrates what it lands on first.
 */
export function hydrateServerHtml(el: Element, app: ReactNode): void {
  hydrating = true;
  startTransition(() => {
    hydrateRoot(el, app);
  });
}

/**
 * Placed last in the page's region, which hydrates after the shell's: its effect marks the page hydrated on
 * the document, where browser tests wait for it (a click before hydration lands on inert HTML). Regions
 * nested in the page (the comments) hydrate in slices of their own after it, before the browser is next idle.
 */
export function HydrationEnd() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    void idle().then(() => {
      hydrating = false;
    });
  }, []);
  return null;
}

/**
 * True in a component hydrating the server's HTML, for as long as it lives: text the server already wrote
 * and the browser would only write again (dates in the reader's time zone) can stand as it is. The first
 * `Intl.DateTimeFormat` in a page loads the time zone data, tens of milliseconds on a phone, which would
 * otherwise land in hydration.
 */
export function useHydratingServerHtml(): boolean {
  const [fromServer] = useState(() => hydrating);
  return fromServer;
}

/**
 * False during SSR and while the server's HTML is hydrated, true one render later; a component mounted after
 * hydration (a visit within the app) gets true at once. What only the browser renders waits on it, avoiding a mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}
