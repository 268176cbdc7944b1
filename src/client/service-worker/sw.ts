/**
 * The site's one service worker, served at /sw.js with the whole site as its scope
 * (docs/adr/0068-installable-app-and-offline-reading.md): the assets a post and the offline page
 * need, precached from the build; pages from the network first, the last posts a reader opened kept
 * for reading offline under their account; web push.
 */
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import type { ServiceWorkerMessage } from './messages.ts';
import { answerPagesNetworkFirst, keepOpenPosts } from './pages.ts';
import { listenForPush } from './push.ts';
import { keptPosts, refreshOfflinePage } from './saved-pages.ts';
import { worker } from './scope.ts';

declare const self: { __WB_MANIFEST: PrecacheEntry[] };

// A new build's worker takes over at once. Pages always come from the network, so the next visit is
// all the new build's; a page still open from the old one fetches what it lacks from the server, as
// it would with no worker.
worker.addEventListener('install', (event) => {
  void worker.skipWaiting();
  // The offline page of this build's assets; a failure leaves the previous one.
  event.waitUntil(refreshOfflinePage().catch(() => undefined));
});
worker.addEventListener('activate', (event) => event.waitUntil(keepOpenPosts().catch(() => undefined)));
clientsClaim();
enableNavigationPreload();

// Registered first: a precached asset is answered before the pages' handler sees the request.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
answerPagesNetworkFirst();
listenForPush();

worker.addEventListener('message', (event) => {
  const message = event.data as ServiceWorkerMessage;
  if (message.type === 'saved-pages') event.waitUntil(keptPosts().then((posts) => event.ports[0]?.postMessage(posts)));
  if (message.type === 'check-account') event.waitUntil(refreshOfflinePage().catch(() => undefined));
});
