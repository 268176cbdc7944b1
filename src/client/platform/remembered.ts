/**
 * State kept in the history entry, so Back finds it as it was left (a list grown by «more»). Unlike
 * Inertia's `useRemember`, the page the document loaded with starts from what the server rendered:
 * what the entry kept may be older than the page (a post hidden since), and with the page hydrated in
 * slices Inertia has read the entry back before the slice hydrates, so the kept state would meet the
 * server's HTML, a mismatch React answers by rendering the slice again. After the router's first visit
 * or a Back, pages mount from their entries as Inertia's do.
 */
import { router } from '@inertiajs/react';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

let onDocumentPage = true;

/** Started by the browser entry only, as the server's router is shared. */
export function trackLeavingDocumentPage(): void {
  const left = () => {
    onDocumentPage = false;
  };
  router.on('start', left);
  window.addEventListener('popstate', left, { once: true });
}

export function useRemembered<T>(initial: T, key: string): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState<T>(() => (onDocumentPage ? initial : ((router.restore(key) as T | undefined) ?? initial)));
  useEffect(() => router.remember(state, key), [state, key]);
  return [state, setState];
}
