import { useLayoutEffect, useState } from 'react';

/** False during SSR and hydration: what only the browser should render waits on it, avoiding a mismatch. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}
