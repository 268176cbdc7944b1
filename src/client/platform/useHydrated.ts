import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False during SSR and hydration: what only the browser should render waits on it, avoiding a mismatch.
 * A component rendered later in the browser (a page reached by a link) is live from its first render. After
 * hydration the switch is a transition, so the browser-only parts of a whole page render in slices after
 * the commit instead of inside it.
 */
export function useHydrated(): boolean {
  const hydrating = useSyncExternalStore(subscribeNever, () => false, () => true);
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * True in the browser for a component that hydrated the server's HTML, for as long as it lives: text the
 * server already wrote and the browser would only write again (dates in the reader's time zone) can stand
 * as it is. The first `Intl.DateTimeFormat` of a page loads the time zone data, tens of milliseconds on a
 * phone, which would otherwise land in hydration. React reads the server's snapshot only while hydrating.
 */
export function useHydratingServerHtml(): boolean {
  const hydratingNow = useSyncExternalStore(subscribeNever, () => false, () => true);
  const [hydrated] = useState(hydratingNow);
  return hydrated && typeof document !== 'undefined';
}
