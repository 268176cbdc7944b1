import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/** False during SSR and hydration: what only the browser should render waits on it, avoiding a mismatch. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}

const subscribeNever = () => () => {};

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
