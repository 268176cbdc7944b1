import { useLayoutEffect, useState } from 'react';

/**
 * False while the server renders and while the browser hydrates that markup; true from the
 * render right after, which React makes in the same task, before anything is painted or a
 * click can land. What only the browser should render waits on it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}
