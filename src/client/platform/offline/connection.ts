/**
 * Whether what the reader sees came without the network: the browser is offline, or the service
 * worker answered the page from what it kept (the document's mark on a first load, the answer's
 * header on an in-app visit).
 */
import { useSyncExternalStore } from 'react';
import { http, router } from '@inertiajs/react';
import { SAVED_COPY_HEADER } from '../../../shared/web-app.ts';
import { isSavedCopy } from './saved-copy.ts';

export interface Connection {
  online: boolean;
  savedCopy: boolean;
}

/** The server renders the page as if online; the browser's own state follows once hydrated. */
const ONLINE: Connection = { online: true, savedCopy: false };

let current = ONLINE;
const listeners = new Set<() => void>();
/** Set by each visit's answer, taken by the navigation it leads to: a history restore asks nothing and leaves it as it was. */
let lastAnswerWasCopy: boolean | null = null;

/** A new object only for a change: an equal one would make React render the notice again for nothing. */
function update(next: Partial<Connection>) {
  const changed = Object.entries(next).some(([key, value]) => current[key as keyof Connection] !== value);
  if (!changed) return;
  current = { ...current, ...next };
  for (const listener of listeners) listener();
}

function watch() {
  update({ online: navigator.onLine, savedCopy: isSavedCopy() });
  const follow = () => update({ online: navigator.onLine });
  window.addEventListener('online', follow);
  window.addEventListener('offline', follow);
  http.onResponse((response) => {
    lastAnswerWasCopy = SAVED_COPY_HEADER.toLowerCase() in response.headers;
    return response;
  });
  router.on('navigate', () => {
    if (lastAnswerWasCopy === null) return;
    update({ savedCopy: lastAnswerWasCopy });
    lastAnswerWasCopy = null;
  });
}

let watching = false;

function subscribe(listener: () => void): () => void {
  if (!watching) {
    watching = true;
    watch();
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnection(): Connection {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => ONLINE,
  );
}
