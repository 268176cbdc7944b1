import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * Whether this component's first render was made from the server's HTML: rendered on the server, or hydrating
 * it in the browser. React reads a store's server snapshot only then; the answer is kept for the component's life.
 */
function useFirstRenderFromServerHtml(): boolean {
  const now = useSyncExternalStore(subscribeNever, () => false, () => true);
  const [first] = useState(now);
  return first;
}

/**
 * False during SSR and hydration: what only the browser should render waits on it, avoiding a mismatch.
 * A component rendered later in the browser (a page reached by a link) is live from its first render. After
 * hydration the switch is a transition, so the browser-only parts of a whole page render in slices after
 * the commit instead of inside it.
 */
export function useHydrated(): boolean {
  const fromServerHtml = useFirstRenderFromServerHtml();
  const [hydrated, setHydrated] = useState(!fromServerHtml);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * True in the browser for a component that hydrated the server's HTML, for as long as it lives: text the
 * server already wrote and the browser would only write again (dates in the reader's time zone) can stand
 * as it is. The first `Intl.DateTimeFormat` of a page loads the time zone data, tens of milliseconds on a
 * phone, which would otherwise land in hydration.
 */
export function useHydratingServerHtml(): boolean {
  return useFirstRenderFromServerHtml() && typeof document !== 'undefined';
}
