/** The service worker is registered only by a production build, and only once the page has loaded, so it never slows a first visit. */
import { SERVICE_WORKER_PATH } from '../../../shared/web-app.ts';

export function registerServiceWorker(): void {
  // The development server and the tests have no built worker to register.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener(
    'load',
    () => {
      // Reading offline is an extra: a browser that refuses the worker (a private window) reads online as before.
      navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch(() => undefined);
    },
    { once: true },
  );
}
