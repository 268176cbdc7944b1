import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createInertiaApp } from '@inertiajs/react';
import { pageLayout, resolvePage, withProviders } from './app.tsx';
import { registerServiceWorker } from './platform/offline/register.ts';
import { showSavedCopyInChosenTheme } from './platform/offline/saved-copy.ts';
import { trackPreviousPage } from './platform/previous-page.ts';
import { trackLeavingDocumentPage } from './platform/remembered.ts';
import './styles.css';

trackPreviousPage();
trackLeavingDocumentPage();
registerServiceWorker();
showSavedCopyInChosenTheme();

void createInertiaApp({
  resolve: resolvePage,
  layout: pageLayout,
  progress: { color: '#2f6bff', delay: 200 },
  setup({ el, App, props }) {
    const app = withProviders(<App {...props} />, { page: props.initialPage });
    if (!el?.hasAttribute('data-server-rendered')) {
      createRoot(el!).render(app);
      return;
    }
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole shell; a click meanwhile hydrates what it lands on first.
    startTransition(() => {
      hydrateRoot(el, app);
    });
  },
});
