/// <reference lib="webworker" />
/** The service worker's global scope, typed once: the project's DOM typings know `self` as a window. */
export const worker = self as unknown as ServiceWorkerGlobalScope;
